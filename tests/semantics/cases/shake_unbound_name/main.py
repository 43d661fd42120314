import sys
if sys.stdin.read():
    pass
else:
    maybe = 1
ALIAS = maybe
print('end')

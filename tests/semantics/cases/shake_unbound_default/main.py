import sys
if sys.stdin.read():
    pass
else:
    maybe = 1
def f(a=maybe):
    pass
print('end')

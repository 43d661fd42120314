import sys
s = sys.stdin.read()
if s == 'a':
    exit(1)
if s == 'b':
    exit(2)
if s == 'c':
    exit(3)
if s == 'd':
    exit(4)
if s == 'e':
    exit(5)
print('fine')

import sys
s = sys.stdin.read()
def note(t):
    if s:
        print('evaluated', t)
    return int
x: note('x') = 1
def f(a: note('a')): pass
print(x)

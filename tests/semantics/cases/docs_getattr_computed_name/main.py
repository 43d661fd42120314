import sys
def f(a: int):
    """Real doc."""
    return 1
for name in sys.stdin.read().split():
    print(name, getattr(f, name))

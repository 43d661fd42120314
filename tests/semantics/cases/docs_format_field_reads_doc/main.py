import sys
def f(a: int):
    """Doc."""
if sys.stdin.read():
    print("{0.__doc__} {0.__annotations__}".format(f))

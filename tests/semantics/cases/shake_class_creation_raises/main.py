import sys
if sys.stdin.read() != "go\n":
    raise SystemExit(0)
class Bad:
    __slots__ = ("x",)
    x = 1
print("unreachable in sources")

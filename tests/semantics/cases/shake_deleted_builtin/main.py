import sys
import builtins
if sys.stdin.read() != "go\n":
    raise SystemExit(0)
del builtins.len
f = len
print("unreachable in sources")

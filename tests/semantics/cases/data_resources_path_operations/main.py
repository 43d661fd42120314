import sys
if not sys.stdin.read():
    sys.exit(0)
from importlib import resources
r = resources.files("pkg")
print(r / "d.txt" == r / "d.txt")
print([p.name for p in sorted(r.iterdir())])

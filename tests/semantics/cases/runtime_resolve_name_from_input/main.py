import pkgutil
import sys

for name in sys.stdin.read().split():
    print(name, pkgutil.resolve_name(name).SIDES)

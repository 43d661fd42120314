import sys
if not sys.stdin.read():
    sys.exit(0)
import pkgutil
print(pkgutil.get_data("pkg.sub", "../a.txt"))

import sys
if not sys.stdin.read():
    sys.exit(0)
import pyclbr, shapes
print(pyclbr.readmodule_ex("shapes")["area"].lineno)

import sys
if not sys.stdin.read():
    sys.exit(0)
from pkg import *
print(x1.V)

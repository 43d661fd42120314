import sys
from pkg.lib import do
if sys.stdin.read():
    print(do())

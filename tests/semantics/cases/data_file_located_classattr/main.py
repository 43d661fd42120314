import sys
from pkg.lib import Writer
if sys.stdin.read():
    print(Writer().render())

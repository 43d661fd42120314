import sys
from pkg.lib import render
if sys.stdin.read():
    print(render())

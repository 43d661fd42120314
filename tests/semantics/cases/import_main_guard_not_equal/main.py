import sys
import a
if sys.stdin.read():
    print(a.mode)

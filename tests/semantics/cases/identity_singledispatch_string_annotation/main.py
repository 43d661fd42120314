import sys
import a, b
if sys.stdin.read().strip():
    print(b.show(3), b.show('x'), b.show(2.5))

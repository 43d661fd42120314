import sys

import shapes

if sys.stdin.read():
    print(shapes.Outer.Inner, shapes.Guarded, shapes.Tried, shapes.make())

import pydoc
import sys

for name in sys.stdin.read().split():
    print(name, pydoc.locate(name))

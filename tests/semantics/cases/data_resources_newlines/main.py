import sys
if not sys.stdin.read():
    sys.exit(0)
from importlib import resources
print(repr(resources.files("data").joinpath("a.txt").read_text()))

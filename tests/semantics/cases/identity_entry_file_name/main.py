import sys
import helper
if sys.stdin.read():
    print(__file__.rsplit("/", 1)[-1], helper.__file__.rsplit("/", 1)[-1])

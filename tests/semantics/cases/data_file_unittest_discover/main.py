import sys
if not sys.stdin.read():
    sys.exit(0)
import os, unittest
print(unittest.defaultTestLoader.discover(os.path.dirname(os.path.abspath(__file__))).countTestCases())

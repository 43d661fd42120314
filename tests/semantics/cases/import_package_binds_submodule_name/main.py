import sys
import pkg
if sys.stdin.read():
    print(pkg.config.DEBUG)

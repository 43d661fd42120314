import sys
import helper
if sys.stdin.read():
    print(helper.P, helper.X)

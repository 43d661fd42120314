import sys
import helper
if sys.stdin.read():
    print([k for k in dir(helper) if not k.startswith('__b')])

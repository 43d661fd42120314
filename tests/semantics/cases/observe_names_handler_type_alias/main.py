import sys
import helper
ERRORS = UnboundLocalError
if sys.stdin.read():
    try:
        helper.f()
    except ERRORS as e:
        print(e)

import sys
import helper
sys.stderr = sys.stdout
if sys.stdin.read():
    try:
        helper.f()
    except NameError as e:
        print(e, file=sys.stderr)

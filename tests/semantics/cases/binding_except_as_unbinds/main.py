import sys
import b
if sys.stdin.read():
    try:
        print(b.value)
    except AttributeError:
        print("no attribute")
    print("end")

import sys
if sys.stdin.read():
    try:
        print(value)
    except NameError as e:
        print(e)
value = 2

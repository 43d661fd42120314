import sys
if sys.stdin.read():
    try:
        def f(a: Undefined): pass
        print('defined')
    except NameError:
        print('NameError')

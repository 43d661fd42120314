import sys, gc
import helper
if sys.stdin.read():
    print(sum(1 for o in gc.get_objects() if type(o) is dict and o.get('__name__') == 'helper'))

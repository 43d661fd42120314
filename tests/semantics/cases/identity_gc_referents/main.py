import sys, gc
import helper
if sys.stdin.read():
    print(sorted(r for r in gc.get_referents(helper.work) if isinstance(r, str)))

import sys
import helper
def leave(self, kind, value, tb):
    print(value)
    return True
class Guard:
    def __enter__(self): pass
    __exit__ = leave
if sys.stdin.read():
    with Guard():
        helper.f()

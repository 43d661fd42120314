# fmt: off
import sys
COUNT = 5
def lookup(name):
    return sys._getframe(1).f_globals[name]
print(COUNT, lookup("COUNT"))

# fmt: off
import sys
import math
UNUSED = (1, 2)
def helper():
    return math.pi
class Plain:
    pass
this = sys.modules[__name__]
print(getattr(this, "helper")())

# fmt: off
# options: mode=library
import math


def unused():
    return math.pi

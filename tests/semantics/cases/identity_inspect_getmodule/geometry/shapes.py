import math
from collections import OrderedDict


class Circle:
    def __init__(self, r):
        self.r = r

    def area(self):
        return round(math.pi * self.r**2, 2)


class Square:
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side**2


def unit():
    return Circle(1)

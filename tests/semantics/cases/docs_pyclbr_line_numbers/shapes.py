import math


def area(r):
    result = math.pi * r * r
    return result

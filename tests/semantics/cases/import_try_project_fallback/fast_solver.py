import numpy  # not installed: importing this module raises ImportError

NAME = "fast"


def solve(values):
    return numpy.sort(values).tolist()

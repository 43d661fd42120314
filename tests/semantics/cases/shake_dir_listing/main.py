import math
from itertools import chain

TABLE = [1, 2, 3]
SCALE = 0.5


def unused():
    return 1


class Unused:
    x = 1


print(sorted(name for name in dir() if not name.startswith("__")))

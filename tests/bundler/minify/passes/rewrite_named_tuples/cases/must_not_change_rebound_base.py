# fmt: off
from typing import NamedTuple


class Point(NamedTuple):
    x: int


NamedTuple = tuple


class Pair(NamedTuple):
    x: int


print(Point(1))

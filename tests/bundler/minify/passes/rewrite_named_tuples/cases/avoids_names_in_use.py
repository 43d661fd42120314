# fmt: off
from typing import NamedTuple as Record


def namedtuple(namedtuple_1):
    return namedtuple_1


class Point(Record):
    x: int
    y: int


print(Point(1, 2), namedtuple(3))
# output
from collections import namedtuple as namedtuple_2
from typing import NamedTuple as Record


def namedtuple(namedtuple_1):
    return namedtuple_1


Point = namedtuple_2('Point', 'x y')
print(Point(1, 2), namedtuple(3))

# fmt: off
# options: mode=library
from typing import NamedTuple


class Point(NamedTuple):
    x: int
    y: float


print(Point(1, 2.0))

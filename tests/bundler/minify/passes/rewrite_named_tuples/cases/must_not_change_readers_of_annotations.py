# fmt: off
from typing import NamedTuple


class Point(NamedTuple):
    x: int
    y: float


print(Point.__annotations__)

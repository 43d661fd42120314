import collections
from typing import NamedTuple

from geometry import Cell


class Move(NamedTuple):
    start: Cell
    end: Cell
    promotion: str = ""


Score = collections.namedtuple("Score", ["value", "depth"])
print(Move(Cell(4, 1), Cell(4, 3)))
print(repr(Score(10, 2)), [Cell(0, 0)])
print(Move.__name__, Cell.__name__, Score.__name__)

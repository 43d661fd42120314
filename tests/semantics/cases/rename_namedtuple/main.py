import collections
from typing import NamedTuple

from geometry import Cell, Vector


class Move(NamedTuple):
    start: Cell
    end: Cell
    promotion: str = ""

    def uci(self):
        return f"{self.start.name()}{self.end.name()}{self.promotion}"


Score = collections.namedtuple("Score", "value depth", defaults=[0])

m = Move(Cell(4, 1), Cell(4, 3))
print(m.uci(), Move(Cell(0, 6), Cell(0, 7), "q").uci())
print(Move._fields, Move._field_defaults)
print(m._asdict()["promotion"] == "", sorted(m._asdict()))
print(m._replace(promotion="n").uci())
print(Score(5), Score(5, 2)._asdict(), Score._fields)
v = Vector(1, 2) + Vector(3, 4)
print(tuple(v), v.length2(), Vector._fields, Vector(0, 0)._asdict())
x, y = Cell(2, 5)
print(x, y, Cell(2, 5) == (2, 5), Cell._make([7, 7]).name())

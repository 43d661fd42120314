from typing import NamedTuple


class Cell(NamedTuple):
    file: int
    rank: int

    def name(self):
        return "abcdefgh"[self.file] + str(self.rank + 1)


class Vector(NamedTuple):
    dx: int = 0
    dy: int = 0

    def __add__(self, other):
        return Vector(self.dx + other.dx, self.dy + other.dy)

    def length2(self):
        return self.dx**2 + self.dy**2

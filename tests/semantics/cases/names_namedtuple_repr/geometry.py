from typing import NamedTuple


class Cell(NamedTuple):
    file: int
    rank: int

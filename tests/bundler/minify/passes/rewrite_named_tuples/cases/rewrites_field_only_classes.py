# fmt: off
"""A module docstring stays first."""
from __future__ import annotations
from typing import NamedTuple
import typing as t


class Turn(NamedTuple):
    """The docstring goes with the class."""

    my_id: int
    rows: list[str]


class Status(t.NamedTuple):
    ...


class Empty(NamedTuple):
    pass


turn = Turn(1, ["ab"])
print(turn, turn == (1, ["ab"]), turn.rows, Turn._fields, Status(), Empty._fields)
print(Turn(my_id=2, rows=[])._replace(my_id=3), isinstance(turn, tuple))
# output
"""A module docstring stays first."""
from __future__ import annotations
from collections import namedtuple
from typing import NamedTuple
import typing as t
Turn = namedtuple('Turn', 'my_id rows')
Status = namedtuple('Status', '')
Empty = namedtuple('Empty', '')
turn = Turn(1, ["ab"])
print(turn, turn == (1, ["ab"]), turn.rows, Turn._fields, Status(), Empty._fields)
print(Turn(my_id=2, rows=[])._replace(my_id=3), isinstance(turn, tuple))

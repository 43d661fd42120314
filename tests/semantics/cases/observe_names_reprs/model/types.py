from dataclasses import dataclass, field
from enum import Enum, Flag, IntEnum, auto
from typing import NamedTuple


class Color(Enum):
    RED = "r"
    GREEN = "g"


class Priority(IntEnum):
    LOW = 1
    HIGH = 2


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()


@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0


class Move(NamedTuple):
    src: Point
    dst: Point
    color: Color = Color.RED


@dataclass
class Board:
    moves: list = field(default_factory=list)
    priority: Priority = Priority.LOW

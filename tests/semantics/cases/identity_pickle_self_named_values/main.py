import enum
import pickle
import sys
import typing
from collections import namedtuple

_Pair = namedtuple("_Pair", "a b")
_Colour = enum.Enum("_Colour", "RED GREEN")
_Typed = typing.NamedTuple("_Typed", [("a", int)])
_Dynamic = type("_Dynamic", (), {})
_Item = typing.TypeVar("_Item")
_Flag = enum.Flag(value="_Flag", names="X Y")


class Box(typing.Generic[_Item]):
    pass


def made():
    return [_Pair(1, 2), _Colour.RED, _Typed(3), _Dynamic, _Item, _Flag.X, Box.__parameters__]


if sys.stdin.readline().strip() == "go":
    for value in made():
        try:
            print(repr(pickle.loads(pickle.dumps(value)))[:40])
        except Exception as error:
            print(type(error).__name__, error)

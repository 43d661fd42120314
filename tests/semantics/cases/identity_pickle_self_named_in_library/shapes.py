import enum
import typing
from collections import namedtuple

_Point = namedtuple("_Point", "x y")
_Kind = enum.Enum("_Kind", "SQUARE ROUND")
_T = typing.TypeVar("_T")


class _Singleton:
    def __reduce__(self):
        return "_ONLY"


_ONLY = _Singleton()


def values():
    return [_Point(1, 2), _Kind.ROUND, _T, _ONLY]

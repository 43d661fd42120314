# fmt: off
# options: mode=library keep_definition_names
import enum
import typing
from collections import namedtuple

_Pair = namedtuple("_Pair", "a b")
_Colour = enum.Enum(value="_Colour", names="RED GREEN")
_Item = typing.TypeVar("_Item")
_table = dict(name="_other")


def _helper(value):
    return value


print(_Pair(1, 2), _Colour.RED, _Item, _table, _helper(1))
# output
import enum
import typing
from collections import namedtuple

_Pair = namedtuple("_Pair", "a b")
_Colour = enum.Enum(value="_Colour", names="RED GREEN")
_Item = typing.TypeVar("_Item")
_a = dict(name="_other")


def _helper(value):
    return value


print(_Pair(1, 2), _Colour.RED, _Item, _a, _helper(1))

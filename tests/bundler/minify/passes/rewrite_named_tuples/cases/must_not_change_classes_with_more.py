# fmt: off
import typing
from typing import NamedTuple


class WithDefault(NamedTuple):
    x: int
    y: int = 0


class WithMethod(NamedTuple):
    x: int

    def double(self):
        return 2 * self.x


T = typing.TypeVar("T")


class TwoBases(NamedTuple, typing.Generic[T]):
    x: T


def factory():
    class Nested(NamedTuple):
        x: int

    return Nested


@staticmethod
class Decorated(NamedTuple):
    x: int


class Other(tuple):
    x: int


print(WithDefault(1), WithMethod(2).double(), factory()(3), Other())

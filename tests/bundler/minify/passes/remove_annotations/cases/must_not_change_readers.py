# fmt: off
import functools
from dataclasses import dataclass
from typing import NamedTuple, TypedDict


@dataclass
class Point:
    x: int
    y: int = 0


class Pair(NamedTuple):
    left: str
    right: str


class Options(TypedDict):
    verbose: bool


@functools.singledispatch
def show(value):
    return "object"


@show.register
def _(value: int):
    return "int"


def unbound():
    name: str
    return "name" in dir()


print(Point(1), Pair("a", "b"), Options(verbose=True), show(1), show("x"), unbound())

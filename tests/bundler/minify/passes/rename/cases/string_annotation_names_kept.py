# fmt: off
# options: mode=library
import functools
from fractions import Fraction as _Fraction
from typing import ClassVar as _ClassVar
import dataclasses


@dataclasses.dataclass
class Counter:
    total: "_ClassVar[int]" = 0
    step: int = 1


_unused_elsewhere = 5


@functools.singledispatch
def describe(value):
    return "something"


@describe.register
def _(value: "_Fraction"):
    return "a fraction"


print([f.name for f in dataclasses.fields(Counter)], describe(_Fraction(1, 2)), _unused_elsewhere)
# output
import functools
from fractions import Fraction as _Fraction
from typing import ClassVar as _ClassVar
import dataclasses


@dataclasses.dataclass
class Counter:
    total: "_ClassVar[int]" = 0
    step: int = 1


_a = 5


@functools.singledispatch
def describe(value):
    return "something"


@describe.register
def _(a: "_Fraction"):
    return "a fraction"


print([f.name for f in dataclasses.fields(Counter)], describe(_Fraction(1, 2)), _a)

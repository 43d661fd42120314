# fmt: off
import dataclasses
from fractions import Fraction
from typing import ClassVar, List
from decimal import Decimal


@dataclasses.dataclass
class Counter:
    total: "ClassVar[int]" = 0
    items: List["Fraction"] = dataclasses.field(default_factory=list)
    step: int = 1


print([field.name for field in dataclasses.fields(Counter)])
# output
import dataclasses
from fractions import Fraction
from typing import ClassVar, List


@dataclasses.dataclass
class Counter:
    total: "ClassVar[int]" = 0
    items: List["Fraction"] = dataclasses.field(default_factory=list)
    step: int = 1


print([field.name for field in dataclasses.fields(Counter)])

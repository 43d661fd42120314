import dataclasses
import sys
from typing import ClassVar, List
from fractions import Fraction


@dataclasses.dataclass
class Counter:
    total: "ClassVar[int]" = 0
    items: List["Fraction"] = dataclasses.field(default_factory=list)
    step: int = 1


if sys.stdin.read().strip() == "go":
    print([field.name for field in dataclasses.fields(Counter)])

from __future__ import annotations

import typing
from dataclasses import KW_ONLY, InitVar, dataclass, field
from typing import ClassVar


@dataclass
class Unit:
    name: str
    hp: int = 10
    count: ClassVar[int] = 0
    boost: InitVar[int] = 0
    _: KW_ONLY
    team: str = "red"
    tags: list[str] = field(default_factory=list)

    def __post_init__(self, boost):
        Unit.count += 1
        self.hp += boost


@dataclass
class Archer(Unit):
    reach: int = 5
    kind: typing.ClassVar[str] = "ranged"

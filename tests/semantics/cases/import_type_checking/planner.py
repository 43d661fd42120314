from __future__ import annotations

import typing
from dataclasses import dataclass, field

if typing.TYPE_CHECKING:
    from heavy_types import Plan


@dataclass
class SimplePlan:
    steps: list[str] = field(default_factory=list)


def make_plan(goal: str) -> Plan:
    return SimplePlan([f"scout for {goal}", f"commit to {goal}", "regroup"])

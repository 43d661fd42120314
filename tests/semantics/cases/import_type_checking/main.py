from __future__ import annotations

from typing import TYPE_CHECKING

from planner import make_plan

if TYPE_CHECKING:
    from heavy_types import Plan  # only for the type checker: never imported at run time


def execute(plan: Plan) -> list[str]:
    return [f"step {i}: {step}" for i, step in enumerate(plan.steps, 1)]


plan = make_plan("attack")
for line in execute(plan):
    print(line)
import sys  # noqa: E402

print("heavy_types imported at run time:", "heavy_types" in sys.modules)

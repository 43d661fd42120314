"""Join adjacent assignments of one constant: `a=None;b=None` -> `a=b=None`.

A chained assignment evaluates its value once and stores it in each target from left to
right; two statements evaluate it twice and store in the same order. For a constant the
two values are one object (the code's constant), and storing in a plain name can neither
raise nor run code, so nothing can tell the two apart — not even a traceback's line
number, since neither statement can fail.
"""

from __future__ import annotations

import ast

from ..trees import join_adjacent

from ..options import MinifyOptions

NAME = "combine_assignments"


def combine_assignments(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    join_adjacent(tree, _joinable, _join)
    return tree


def _join(previous: ast.stmt, statement: ast.stmt) -> None:
    previous.targets.extend(statement.targets)  # type: ignore[attr-defined]


def _joinable(previous: ast.stmt, statement: ast.stmt) -> bool:
    return _constant_to_names(previous) is not None and _constant_to_names(
        previous
    ) == _constant_to_names(statement)


def _constant_to_names(statement: ast.stmt | None) -> tuple[type, str] | None:
    """The constant a `name = ... = constant` statement assigns, as (type, repr)."""
    if not isinstance(statement, ast.Assign) or not isinstance(
        statement.value, ast.Constant
    ):
        return None
    if not all(isinstance(target, ast.Name) for target in statement.targets):
        return None
    value = statement.value.value
    return type(value), repr(value)

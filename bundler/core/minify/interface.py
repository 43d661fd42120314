"""What a module shows to its importers in library mode: its public names."""

from __future__ import annotations

import ast

from .trees import DEFINITIONS, child_bodies
from ..nodes import walk


def module_level_statements(tree: ast.Module) -> list[ast.stmt]:
    """Statements run at module level: the module's own, and those inside its
    `if`/`try`/`for`/`with` blocks (not inside functions or classes)."""
    found: list[ast.stmt] = []
    pending = [tree]
    while pending:
        for body in child_bodies(pending.pop()):
            found += body
            pending += [s for s in body if not isinstance(s, DEFINITIONS)]
    return found


def touches_all(statement: ast.stmt) -> bool:
    """`__all__ = ...`, `__all__ += ...`, `__all__.extend(...)` and the like."""
    if isinstance(statement, ast.Assign):
        targets = statement.targets
    elif isinstance(statement, (ast.AugAssign, ast.AnnAssign)):
        targets = [statement.target]
    elif isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
        function = statement.value.func
        targets = [function.value] if isinstance(function, ast.Attribute) else []
    else:
        return False
    return any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets)


def names_in_all(tree: ast.Module) -> set[str]:
    """Every string in the statements that build `__all__`: over-approximating keeps
    more names, which is always safe."""
    names: set[str] = set()
    for statement in module_level_statements(tree):
        if touches_all(statement):
            for node in walk(statement):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    names.add(node.value)
    return names


def is_dunder(name: str) -> bool:
    return len(name) > 4 and name.startswith("__") and name.endswith("__")


def is_public(name: str, exported: set[str]) -> bool:
    return not name.startswith("_") or is_dunder(name) or name in exported

"""What a module shows to its importers in library mode: its public names."""

from __future__ import annotations

import ast


def names_in_all(tree: ast.Module) -> set[str]:
    """Every string that any statement touching `__all__` mentions (assignments, `+=`,
    `.extend`, `.append`): over-approximating keeps more names, which is always safe."""
    names: set[str] = set()
    for statement in tree.body:
        touches_all = any(
            isinstance(node, ast.Name) and node.id == "__all__"
            for node in ast.walk(statement)
        )
        if touches_all:
            for node in ast.walk(statement):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    names.add(node.value)
    return names


def is_dunder(name: str) -> bool:
    return len(name) > 4 and name.startswith("__") and name.endswith("__")


def is_public(name: str, exported: set[str]) -> bool:
    return not name.startswith("_") or is_dunder(name) or name in exported

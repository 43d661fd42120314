"""Join adjacent imports: `import a;import b` -> `import a,b`, and adjacent
`from m import x` / `from m import y` -> `from m import x,y` (same module and level)."""

from __future__ import annotations

import ast

from ..trees import join_adjacent

from ..options import MinifyOptions

NAME = "combine_imports"


def combine_imports(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    join_adjacent(tree, _joinable, _join)
    return tree


def _join(previous: ast.stmt, statement: ast.stmt) -> None:
    previous.names.extend(statement.names)  # type: ignore[attr-defined]


def _joinable(previous: ast.stmt, statement: ast.stmt) -> bool:
    if isinstance(previous, ast.Import) and isinstance(statement, ast.Import):
        return True
    if isinstance(previous, ast.ImportFrom) and isinstance(statement, ast.ImportFrom):
        star = any(alias.name == "*" for alias in previous.names + statement.names)
        same_source = (previous.module, previous.level) == (
            statement.module,
            statement.level,
        )
        return same_source and not star
    return False

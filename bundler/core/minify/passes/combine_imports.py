"""Join adjacent imports: `import a;import b` -> `import a,b`, and adjacent
`from m import x` / `from m import y` -> `from m import x,y` (same module and level)."""

from __future__ import annotations

import ast

from ..trees import statement_lists

from ..options import MinifyOptions

NAME = "combine_imports"


def combine_imports(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    for body in statement_lists(tree):
        combined: list[ast.stmt] = []
        for statement in body:
            previous = combined[-1] if combined else None
            if _joinable(previous, statement):
                previous.names.extend(statement.names)
            else:
                combined.append(statement)
        if len(combined) != len(body):
            body[:] = combined
    return tree


def _joinable(previous: ast.stmt | None, statement: ast.stmt) -> bool:
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

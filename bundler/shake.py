"""Tree shaking of the merged module: drop module-level definitions nothing reaches.

Reachability rule: every module-level statement that is not a pure definition (a `def`, a
`class`, an import, or an assignment / augmented assignment to plain names) is a root, and
so is every name marked `# bundle: keep`. A definition is kept when a kept statement mentions
one of the names it binds, anywhere (function bodies included); repeat until nothing changes.
Assignments are assumed free of side effects: `x = register()` with `x` unused is dropped, so
mark such a line `# bundle: keep`.
"""

from __future__ import annotations

import ast

DEFINITIONS = (
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.ClassDef,
    ast.Import,
    ast.ImportFrom,
    ast.Assign,
    ast.AnnAssign,
    ast.AugAssign,
)


def bound_names(statement: ast.stmt) -> set[str] | None:
    """Names a pure definition binds; None for any other statement."""
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return {statement.name}
    if isinstance(statement, (ast.Import, ast.ImportFrom)):
        if isinstance(statement, ast.ImportFrom) and statement.module == "__future__":
            return None
        return {alias.asname or alias.name.split(".")[0] for alias in statement.names}
    if isinstance(statement, ast.Assign):
        targets = statement.targets
    elif isinstance(statement, (ast.AnnAssign, ast.AugAssign)):
        targets = [statement.target]
    else:
        return None
    names: set[str] = set()
    for target in targets:
        for node in ast.walk(target):
            if isinstance(node, ast.Name):
                names.add(node.id)
            elif not isinstance(
                node, (ast.Tuple, ast.List, ast.Starred, ast.expr_context)
            ):
                return None  # `obj.attr = ...` or `x[i] = ...` acts on something else
    return names


def mentioned_names(statement: ast.stmt) -> set[str]:
    names = {node.id for node in ast.walk(statement) if isinstance(node, ast.Name)}
    names |= {
        name
        for node in ast.walk(statement)
        if isinstance(node, (ast.Global, ast.Nonlocal))
        for name in node.names
    }
    return names


def shake(tree: ast.Module, keep_names: set[str]) -> ast.Module:
    bindings = [bound_names(statement) for statement in tree.body]
    kept = {
        i for i, names in enumerate(bindings) if names is None or names & keep_names
    }
    reachable = set(keep_names)
    frontier = sorted(kept)
    while frontier:
        for index in frontier:
            reachable |= mentioned_names(tree.body[index])
        frontier = [
            i
            for i, names in enumerate(bindings)
            if i not in kept and names and names & reachable
        ]
        kept.update(frontier)
    return ast.Module(
        [s for i, s in enumerate(tree.body) if i in kept], tree.type_ignores
    )

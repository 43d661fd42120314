"""Drop syntax that says nothing: `(object)` bases, `None` after `return`, a bare
`return` ending a function, `()` after a raised builtin exception class."""

from __future__ import annotations

import ast
import builtins

from ..trees import bound_names, filled, statement_lists

from ..options import MinifyOptions

NAME = "remove_redundant_syntax"
BUILTIN_EXCEPTIONS = frozenset(
    name
    for name, value in vars(builtins).items()
    if isinstance(value, type) and issubclass(value, BaseException)
)
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)


def remove_redundant_syntax(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    shadowed = bound_names(tree)
    # a star import could bind any name, builtins included
    builtin_names = (
        set() if "*" in shadowed else {"object", *BUILTIN_EXCEPTIONS} - shadowed
    )
    for body in statement_lists(tree):
        for statement in body:
            if isinstance(statement, ast.ClassDef) and "object" in builtin_names:
                statement.bases = [
                    b for b in statement.bases if not _is_name(b, "object")
                ]
            elif isinstance(statement, ast.Return) and _is_none(statement.value):
                statement.value = None
            elif isinstance(statement, ast.Raise) and isinstance(
                statement.exc, ast.Call
            ):
                call = statement.exc
                if (
                    not call.args
                    and not call.keywords
                    and isinstance(call.func, ast.Name)
                ):
                    if call.func.id in builtin_names:
                        statement.exc = call.func
            if isinstance(statement, FUNCTIONS):
                last = statement.body[-1]
                if isinstance(last, ast.Return) and (
                    last.value is None or _is_none(last.value)
                ):
                    statement.body[:] = filled(statement.body[:-1], last)
    return tree


def _is_name(node: ast.expr, name: str) -> bool:
    return isinstance(node, ast.Name) and node.id == name


def _is_none(node: ast.expr | None) -> bool:
    return isinstance(node, ast.Constant) and node.value is None

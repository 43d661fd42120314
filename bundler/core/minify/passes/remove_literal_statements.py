"""Drop expression statements that are bare literals: they compute nothing.

A string at the top of a module, class or function body is its docstring and is left to
`docstrings`; literals after it go, so none of them can become a docstring later.
"""

from __future__ import annotations

import ast

from ..trees import DEFINITIONS, filled, is_docstring, statement_lists

from ..options import MinifyOptions

NAME = "remove_literal_statements"


def is_literal_statement(statement: ast.stmt) -> bool:
    return isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)


def remove_literal_statements(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    docstrings = (
        {id(tree.body[0])} if tree.body and is_docstring(tree.body[0]) else set()
    )
    for body in statement_lists(tree):
        for statement in body:
            if isinstance(statement, DEFINITIONS) and is_docstring(statement.body[0]):
                docstrings.add(id(statement.body[0]))
        kept = [s for s in body if id(s) in docstrings or not is_literal_statement(s)]
        if len(kept) != len(body):
            body[:] = filled(kept, body[0])
    return tree

"""Remove `pass` where another statement keeps the body valid; in compact output a body
that needs a placeholder gets `0`, the shortest statement that does nothing."""

from __future__ import annotations

import ast

from ..trees import statement_lists

from ..options import MinifyOptions

NAME = "remove_redundant_pass"


def remove_redundant_pass(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    for body in statement_lists(tree):
        kept = [s for s in body if not isinstance(s, ast.Pass)]
        if kept:
            body[:] = kept
        elif not options.pretty:
            nothing = ast.copy_location(ast.Constant(0), body[0])
            body[:] = [ast.copy_location(ast.Expr(nothing), body[0])]
    return tree

"""Remove assert statements (an option: bots must not put side effects in asserts)."""

from __future__ import annotations

import ast

from ..trees import filled, statement_lists

from ..options import MinifyOptions

NAME = "remove_asserts"


def remove_asserts(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    if not options.remove_asserts:
        return tree
    for body in statement_lists(tree):
        kept = [s for s in body if not isinstance(s, ast.Assert)]
        if len(kept) != len(body):
            body[:] = filled(kept, body[0])
    return tree

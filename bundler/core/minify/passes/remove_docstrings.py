"""Remove docstrings: all of them in program mode, the private ones in library mode: those
of module-level names outside the interface. Everything defined inside a public def or
class keeps its docstring, whatever its name: a public function may return a nested one
(a closure, a class), and a public class hands out its private methods.

Any mention of `__doc__` (outside `__all__`) keeps every docstring: it can reach any.
"""

from __future__ import annotations

import ast

from ..trees import DEFINITIONS, child_bodies, filled, is_docstring, mentions
from ..interface import is_public, names_in_all, touches_all

from ..options import MinifyOptions

NAME = "remove_docstrings"


def remove_docstrings(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    # `__all__` naming an imported `__doc__` (csv does) reads no docstring
    if (
        options.keep_docstrings
        or "__doc__" in options.introspected
        or any(mentions(s, {"__doc__"}) for s in tree.body if not touches_all(s))
    ):
        return tree
    exported = names_in_all(tree) | set(options.fixed_names)
    library = options.mode == "library"
    _visit(tree, public=library, exported=exported)
    return tree


def _visit(owner: ast.AST, public: bool, exported: set[str]) -> None:
    """In library mode the module's docstring is public, and so are those of public
    module-level names and of everything inside them."""
    if not public and owner.body and is_docstring(owner.body[0]):
        owner.body[:] = filled(owner.body[1:], owner.body[0])
    pending = list(child_bodies(owner))
    while pending:
        for statement in pending.pop():
            if isinstance(statement, DEFINITIONS):
                child_public = public and (
                    isinstance(owner, DEFINITIONS)
                    or is_public(statement.name, exported)
                )
                _visit(statement, child_public, exported)
            else:
                pending.extend(child_bodies(statement))

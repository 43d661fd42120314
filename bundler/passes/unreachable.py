"""Program mode: drop module-level definitions nothing reaches (`bundler.shake`).

It runs after annotations and asserts are gone, so an import used only in annotations
(`from typing import Callable`) goes too. A library's names are its interface: untouched.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from ..shake import shake

if TYPE_CHECKING:
    from ..minify import MinifyOptions

NAME = "remove_unreachable"


def remove_unreachable(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    if options.mode != "program":
        return tree
    return shake(tree, set(options.keep_names))

"""The minifier's options: what a caller may ask of the passes. Imports nothing of the
package, so every pass can import it without importing the driver."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True)
class MinifyOptions:
    mode: Literal["program", "library"]
    remove_asserts: bool = False
    pretty: bool = False  # skip renaming and compaction, format with black instead
    fixed_names: frozenset[str] = frozenset()  # module-level names never renamed
    # every def and class keeps its name (`__name__`, `__qualname__`, reprs, messages)
    keep_definition_names: bool = False
    # off: no name is renamed (the program reads names: error messages, signatures...)
    rename: bool = True
    keep_docstrings: bool = False  # the program reads docstrings
    # introspection spelled in other modules of the program (`other.f.__doc__`): the
    # passes keep what it reads as if this module spelled it
    introspected: frozenset[str] = frozenset()
    # compile (and shape-check) after every pass; off: only the input and the result
    guard_passes: bool = True

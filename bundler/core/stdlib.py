"""Which module names the interpreter itself provides, as its import system finds them."""

import sys
from importlib.machinery import FrozenImporter


def is_stdlib(module_name: str) -> bool:
    """A module of the interpreter's: the standard library's, or one frozen into the
    interpreter (`__hello__`, which `sys.stdlib_module_names` leaves out)."""
    top = module_name.split(".")[0]
    return top in sys.stdlib_module_names or found_before_search_path(top)


def found_before_search_path(top: str) -> bool:
    """Built into the interpreter or frozen in it: the importers for those come before
    `sys.path`'s, so a file of that name beside the entry is never imported (`time.py`,
    `__hello__.py`)."""
    return top in sys.builtin_module_names or FrozenImporter.find_spec(top) is not None

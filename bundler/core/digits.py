"""Integers past the interpreter's limit on decimal digits (4,300 by default).

The tool lifts the limit for itself (`cli`): it compares, dumps and writes the values of
any program, and the printer spells large integers in hex, which the limit does not cover.
What stands for the program's own behaviour (parsing and compiling its sources and the
bundle, computing its values at build time) runs under the interpreter's default limit,
as the program does: a 5,000-digit decimal literal is the sources' syntax error, and
`int("1" * 5000)` raises.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator


@contextlib.contextmanager
def as_the_program_runs() -> Iterator[None]:
    lifted = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(sys.int_info.default_max_str_digits)
    try:
        yield
    finally:
        sys.set_int_max_str_digits(lifted)


@contextlib.contextmanager
def lifted() -> Iterator[None]:
    """No limit, for the tool's own work (restored after: `main` may run in a test)."""
    previous = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        yield
    finally:
        sys.set_int_max_str_digits(previous)

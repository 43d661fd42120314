"""Encode literal tables: a large literal of numbers that a module-level assignment holds is
written in the cheapest of its encodings (`encodings`: bytes, or base-32768 through a
decoder bound once) and decoded once, at load.

`BOOK = {1: 3, 4: 3, 256: 3, ...}` (an opening book of 706 positions) costs 11,856
characters as a literal and about a third of that as two base-32768 columns zipped into
the dict. Neither python-minifier nor any single-module minifier does this: it is what
bot authors otherwise do by hand, pasting weights and books as encoded strings.

The value that comes back is equal, of the same types (list, tuple, dict; int, float:
fixed-point floats only where each quotient is the float exactly) and in the same order.
Two things differ, and the pass runs only where a program cannot see them:
- the numbers, tuples and lists are new objects, where a literal's numbers and tuples
  are the code's constants, shared between equal constants of the compiled module:
  nothing may compare identity (`is` other than with None, True, False, Ellipsis,
  NotImplemented), call `id`, or reach objects through `marshal`, `pickle`'s memo,
  `gc`, `ctypes` or reference counts;
- a list may hold spare capacity: nothing may read `sys.getsizeof` or `__sizeof__`.
Besides: program mode (the decoder is a new module attribute, which importers of a
library could list), module names not read through `globals()`/`exec`/`eval` (the new
name could be seen; `rename` shortens it), no builtin the decoding calls rebound at
module level or through `builtins`, and only assignments that run once per load (at
module level or in its `if`/`try`/`with` blocks, never in a loop, a function or a class:
decoding is slower than loading a constant).
"""

from __future__ import annotations

import ast

from ... import dense
from ..encodings import (
    DENSE,
    DENSE_DECODER_CHARACTERS,
    Encoded,
    bind_dense_decoder,
    encode,
)
from ..options import MinifyOptions
from ..printer.literals import data_text
from ..trees import identity_reader
from ...scopes import analyse
from ...nodes import walk

NAME = "encode_tables"
DECODER_NAME = "dense_bytes"
LARGEST_INT_BITS = 1024  # a table of larger integers stays as written
# builtins the encodings and the decoder call by name
DECODING_BUILTINS = frozenset(
    {"bytes", "dict", "int", "len", "list", "range", "tuple", "zip"}
)
LITERAL_NODES = (
    ast.Constant,
    ast.List,
    ast.Tuple,
    ast.Dict,
    ast.UnaryOp,
    ast.USub,
    ast.UAdd,
    ast.Load,
)
RUN_ONCE_BLOCKS = (ast.If, ast.Try, ast.TryStar, ast.With)


def encode_tables(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    if options.mode == "library":
        return tree
    sites = [  # (asked first: the cheapest question)
        (statement, value)
        for statement in _run_once_assignments(tree.body)
        for value in [_literal_value(statement.value)]
        if value is not None
    ]
    if not sites or identity_reader(tree) is not None:
        return tree
    model = analyse(tree)
    module_names = {b.name for b in model.bindings if b.scope is model.module}
    if model.module_tainted or module_names & DECODING_BUILTINS:
        return tree
    decoder = _bound_decoder(tree)
    name = decoder or _fresh_name(tree)
    without = [encode(value, None, None, imports=False) for _, value in sites]
    offered = [encode(value, None, name, imports=False) for _, value in sites]
    saved = sum(e.cost for e in without) - sum(e.cost for e in offered)
    uses_dense = any(DENSE in e.used for e in offered)
    paid = saved > (0 if decoder else DENSE_DECODER_CHARACTERS)
    chosen = offered if uses_dense and paid else without
    replaced = False
    for (statement, value), encoded in zip(sites, chosen):
        if _is_cheaper(encoded, value):
            expression = ast.parse(encoded.text, mode="eval").body
            for node in walk(expression):
                ast.copy_location(node, statement.value)
            statement.value = expression
            replaced |= DENSE in encoded.used
    if replaced and decoder is None:
        bind_dense_decoder(tree, name)
    return tree


def _run_once_assignments(body: list[ast.stmt]) -> list[ast.Assign | ast.AnnAssign]:
    """Assignments of a value that run once per load of the module."""
    found: list[ast.Assign | ast.AnnAssign] = []
    for statement in body:
        if isinstance(statement, ast.Assign) or (
            isinstance(statement, ast.AnnAssign) and statement.value is not None
        ):
            found.append(statement)
        elif isinstance(statement, RUN_ONCE_BLOCKS):
            for field in ("body", "orelse", "finalbody"):
                found += _run_once_assignments(getattr(statement, field, []))
            for handler in getattr(statement, "handlers", []):
                found += _run_once_assignments(handler.body)
    return found


def _literal_value(node: ast.expr | None) -> object | None:
    """The value of a list, tuple or dict display of plain constants (None otherwise, or
    for a set, whose element order a rebuild need not keep)."""
    if not isinstance(node, (ast.List, ast.Tuple, ast.Dict)):
        return None
    for child in walk(node):
        if not isinstance(child, LITERAL_NODES):
            return None
        if isinstance(child, ast.Dict) and None in child.keys:  # `{**other}`
            return None
        if isinstance(child, ast.Constant) and type(child.value) not in (
            int,
            float,
            bool,
            str,
            bytes,
            type(None),
        ):
            return None
        if isinstance(child, ast.Constant) and type(child.value) is int:
            if child.value.bit_length() > LARGEST_INT_BITS:
                return None  # decoded from text at run time, past the digit limit
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError):  # `-'text'`, `{[1]: 0}`: raises when run, stays
        return None


def _is_cheaper(encoded: Encoded, value: object) -> bool:
    return encoded.used != frozenset({"literal"}) and encoded.cost < len(
        data_text(value)
    )


def _bound_decoder(tree: ast.Module) -> str | None:
    """The name a module-level statement binds the base-32768 decoder to (precompute's)."""
    decoder = ast.dump(ast.parse(dense.DECODER, mode="eval").body)
    for statement in tree.body:
        if (
            isinstance(statement, ast.Assign)
            and len(statement.targets) == 1
            and isinstance(statement.targets[0], ast.Name)
            and ast.dump(statement.value) == decoder
        ):
            return statement.targets[0].id
    return None


def _fresh_name(tree: ast.Module) -> str:
    spelled = {
        text
        for node in walk(tree)
        for text in [getattr(node, "id", None) or getattr(node, "name", None)]
        if isinstance(text, str)
    }
    name, number = DECODER_NAME, 1
    while name in spelled:
        number += 1
        name = f"{DECODER_NAME}_{number}"
    return name

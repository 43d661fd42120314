"""Hoist repeated strings and builtins into module-level names: `A='text';B=len`.

A string or a builtin spelled many times costs less as one assignment plus a short name
at each use; `rename`, which runs next, gives the most used names the shortest
spellings. Only where the total shrinks, and never where a literal must stay literal:
docstrings, f-string parts, match patterns, annotations, `__all__`.

Inside functions only strings and bytes: numbers, `None`, `True` and `False` compile
to faster code as constants (`is None`, `while True`, constant folding) than a global
lookup allows, and a bot's hot loops are full of them; code run once at load (tables,
class bodies) gives up nothing. Values are immutable, so sharing one object changes
nothing; builtins are replaced only where they resolve to the builtin.

Program mode only (a library's new attributes would show to importers), and not when
`globals()`, `exec`, `eval` or a star import reach the module's names or nothing is renamed
(the new names would stay long). Builtins stay where the program may replace them in
`builtins` (an alias made at load would keep the old one), and those `site` adds are never
hoisted (absent under `python -S`).
"""

from __future__ import annotations

import ast
import bisect
import builtins
import itertools
from collections import defaultdict

from ..printer.literals import constant_text
from ..interface import touches_all
from ..trees import SITE_BUILTINS, after_header, patches_builtins
from ...scopes import DYNAMIC_READERS, GLOBAL_READERS, analyse

from ..options import MinifyOptions
from ...nodes import walk

NAME = "hoist_literals"
# `super()` needs its name in the method for the compiler to provide `__class__`; the
# readers of namespaces must stay visible to `rename`'s taint analysis; I/O builtins are
# what test harnesses patch in `builtins`, which an alias made at import would bypass
UNHOISTABLE_BUILTINS = (
    {"super", "print", "input", "open"} | DYNAMIC_READERS | GLOBAL_READERS
)
# (`site`'s builtins: an alias made at load would fail under `python -S` where the
# program's own, never-run reads would not)
BUILTIN_NAMES = frozenset(
    name
    for name in dir(builtins)
    if not name.startswith("__")
    and name not in UNHOISTABLE_BUILTINS
    and name not in SITE_BUILTINS
)
HOISTABLE_IN_FUNCTIONS = (str, bytes)
HOISTABLE_AT_LOAD = (str, bytes, int, float, bool, type(None))
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
PREFIX = "_hoisted_"
Place = tuple[ast.AST, str, "int | None"]  # parent, field, index in a list field


def hoist_literals(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    if options.mode == "library":
        return tree  # new module attributes would show to importers (`vars(module)`)
    if not options.rename:
        return tree  # the new names could not be renamed short
    model = analyse(tree)
    if model.module_tainted:
        return tree  # the new names could not be renamed short
    existing = {binding.name for binding in model.bindings}
    fresh = (
        f"{PREFIX}{i}" for i in itertools.count() if f"{PREFIX}{i}" not in existing
    )
    # `rename` spells the most used names shortest: a new name's length follows its
    # rank by uses among the module-level names (the thousandth gets three letters)
    module_uses = sorted(
        -len(b.occurrences) for b in model.bindings if b.scope is model.module
    )
    literals = [
        (len(constant_text(value)[0]), places)
        for (_, value), places in _literal_uses(tree).items()
    ]
    builtin_uses = [
        binding
        for binding in model.bindings
        if binding.scope is None and binding.name in BUILTIN_NAMES
    ]
    if patches_builtins(tree):
        builtin_uses = []  # an alias made at load would keep the builtin it replaces
    candidates = [
        (length, len(places), ("literal", places)) for length, places in literals
    ]
    candidates += [
        (len(b.name), len(b.occurrences), ("builtin", b)) for b in builtin_uses
    ]
    order = sorted(
        range(len(candidates)),
        key=lambda i: (-_saving(candidates[i][0], candidates[i][1]), i),
    )
    assignments: list[ast.stmt] = []
    hoisted_uses: list[int] = []  # negated, ascending
    for i in order:
        length, uses, (kind, what) = candidates[i]
        rank = _rank(module_uses, uses) + bisect.bisect_right(hoisted_uses, -uses)
        if _saving(length, uses, _name_length(rank)) <= 0:
            continue
        bisect.insort(hoisted_uses, -uses)
        name = next(fresh)
        if kind == "literal":
            value = _value_at(*what[0])
            for parent, field, index in what:
                _replace(parent, field, index, ast.Name(name, ast.Load()))
            assignments.append(_assignment(name, ast.Constant(value)))
        else:
            for occurrence in what.occurrences:
                occurrence.rename(name)
            assignments.append(_assignment(name, ast.Name(what.name, ast.Load())))
    position = after_header(tree.body)
    tree.body[position:position] = assignments
    return tree


def _saving(literal_length: int, uses: int, name_length: int = 1) -> int:
    """Characters saved by a name of `name_length`; `A=...;` costs the rest."""
    return uses * (literal_length - name_length) - (literal_length + name_length + 2)


def _rank(negated_uses: list[int], uses: int) -> int:
    """How many names (their use counts negated, ascending) are used more often."""
    return bisect.bisect_left(negated_uses, -uses)


def _name_length(index: int) -> int:
    """The length of the index-th short name (`a`..`Z`, then two characters...)."""
    length, count = 1, 52
    while index >= count:
        index -= count
        length, count = length + 1, count * 63
    return length


def _value_at(parent: ast.AST, field: str, index: int | None) -> object:
    node = getattr(parent, field) if index is None else getattr(parent, field)[index]
    return node.value


def _assignment(name: str, value: ast.expr) -> ast.stmt:
    target = ast.Name(name, ast.Store())
    statement = ast.Assign(targets=[target], value=value)
    for node in walk(statement):
        node.lineno = node.end_lineno = 0
        node.col_offset = node.end_col_offset = 0
    return statement


def _replace(parent: ast.AST, field: str, index: int | None, new: ast.expr) -> None:
    old = getattr(parent, field) if index is None else getattr(parent, field)[index]
    ast.copy_location(new, old)
    if index is None:
        setattr(parent, field, new)
    else:
        getattr(parent, field)[index] = new


def _literal_uses(tree: ast.Module) -> dict[tuple[type, object], list[Place]]:
    """Each hoistable constant, keyed by type too (1, 1.0 and True are equal but not
    the same), with the places it may be replaced."""
    uses: dict[tuple[type, object], list[Place]] = defaultdict(list)
    pending = [(s, False) for s in tree.body if not touches_all(s)]
    while pending:
        node, in_function = pending.pop()
        if isinstance(node, (ast.JoinedStr, ast.match_case)):
            if isinstance(node, ast.match_case):
                guard = [node.guard] if node.guard else []
                pending += [(child, in_function) for child in node.body + guard]
            continue
        inside = in_function or isinstance(node, FUNCTIONS)
        hoistable = HOISTABLE_IN_FUNCTIONS if inside else HOISTABLE_AT_LOAD
        for field, value in ast.iter_fields(node):
            if field in ("annotation", "returns") or _is_docstring_like(node):
                continue
            children = value if isinstance(value, list) else [value]
            for index, child in enumerate(children):
                if isinstance(child, ast.Constant):
                    if type(child.value) in hoistable:
                        position = index if isinstance(value, list) else None
                        key = (type(child.value), child.value)
                        uses[key].append((node, field, position))
                elif isinstance(child, ast.AST):
                    pending.append((child, inside))
    return uses


def _is_docstring_like(node: ast.AST) -> bool:
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)

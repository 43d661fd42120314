"""Program mode: turn plain `typing.NamedTuple` classes into `collections.namedtuple` calls.

Importing `typing` costs a bundle about 9 ms of start-up, `collections` about 1 ms, and a
class that only declares fields gets the same tuple type from either: same fields, order,
equality, repr and attribute access. Rewritten are module-level classes whose only base is
`NamedTuple` (imported from `typing` once and never rebound) and whose body holds nothing
but field annotations without defaults (and `pass`, `...` or a docstring). Nothing is
rewritten when the module reads what differs (annotations, `__doc__`, `__orig_bases__`).
Once no class needs it, `remove_unreachable` drops the `typing` import.
"""

from __future__ import annotations

import ast
from collections import Counter

from ..trees import (
    after_header,
    bound_names,
    evaluates_quietly,
    is_docstring,
    mentions,
)

from ..options import MinifyOptions
from ...nodes import walk

NAME = "rewrite_named_tuples"
READERS = {
    "__annotations__",
    "get_type_hints",
    "get_annotations",
    "__doc__",
    "__orig_bases__",
    # namespaces that list the class's own attributes (`__annotations__` among them)
    "vars",
    "dir",
    "__dict__",
}


def rewrite_named_tuples(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    if options.mode != "program" or not _imports_typing(tree):
        return tree  # (asked first: no `typing` import, no NamedTuple base to rewrite)
    if mentions(tree, READERS):
        return tree
    bindings = binding_counts(tree)
    bases = named_tuple_bases(tree, bindings)
    factory = fresh_name("namedtuple", bindings, tree)
    bound = bound_names(tree)
    rewritten = False
    for index, statement in enumerate(tree.body):
        if isinstance(statement, ast.ClassDef) and is_plain(statement, bases, bound):
            assignment = ast.copy_location(call_factory(factory, statement), statement)
            tree.body[index] = ast.fix_missing_locations(assignment)
            rewritten = True
    if rewritten:
        position = after_header(tree.body)
        anchor = tree.body[position] if position < len(tree.body) else tree.body[-1]
        alias = ast.alias("namedtuple", None if factory == "namedtuple" else factory)
        import_factory = ast.ImportFrom(module="collections", names=[alias], level=0)
        import_factory = ast.copy_location(import_factory, anchor)
        tree.body.insert(position, ast.fix_missing_locations(import_factory))
    return tree


def _imports_typing(tree: ast.Module) -> bool:
    """Whether a module-level import names `typing` (`named_tuple_bases` reads no other)."""
    return any(
        (isinstance(statement, ast.ImportFrom) and statement.module == "typing")
        or (
            isinstance(statement, ast.Import)
            and any(alias.name == "typing" for alias in statement.names)
        )
        for statement in tree.body
    )


def binding_counts(tree: ast.Module) -> Counter[str]:
    """How often each identifier is bound anywhere in the tree."""
    counts: Counter[str] = Counter()
    for node in walk(tree):
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            counts[node.id] += 1
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            counts[node.name] += 1
        elif isinstance(node, ast.alias):
            counts[(node.asname or node.name).partition(".")[0]] += 1
        elif isinstance(node, ast.arg):
            counts[node.arg] += 1
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            counts.update(node.names)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            counts[node.name] += 1
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            counts[node.name] += 1
        elif isinstance(node, ast.MatchMapping) and node.rest:
            counts[node.rest] += 1
    return counts


def named_tuple_bases(tree: ast.Module, bindings: Counter[str]) -> set[str]:
    """`NamedTuple` and `typing.NamedTuple` spelled as this module imports them."""
    spellings = set()
    for statement in tree.body:
        if isinstance(statement, ast.ImportFrom) and statement.module == "typing":
            for alias in statement.names:
                bound = alias.asname or alias.name
                if alias.name == "NamedTuple" and bindings[bound] == 1:
                    spellings.add(bound)
        elif isinstance(statement, ast.Import):
            for alias in statement.names:
                if alias.name == "typing" and bindings[alias.asname or "typing"] == 1:
                    spellings.add(f"{alias.asname or 'typing'}.NamedTuple")
    return spellings


def is_plain(definition: ast.ClassDef, bases: set[str], bound: set[str]) -> bool:
    """Fields, a docstring, `pass` or `...` only; a field's annotation, which the class
    evaluates and a `namedtuple` call would not, must do nothing when evaluated."""
    if definition.decorator_list or definition.keywords or len(definition.bases) != 1:
        return False
    if ast.unparse(definition.bases[0]) not in bases:
        return False
    return all(
        (is_field(statement) and evaluates_quietly(statement.annotation, bound))
        or isinstance(statement, ast.Pass)
        or is_docstring(statement)
        or (isinstance(statement, ast.Expr) and is_ellipsis(statement.value))
        for statement in definition.body
    )


def is_field(statement: ast.stmt) -> bool:
    return (
        isinstance(statement, ast.AnnAssign)
        and isinstance(statement.target, ast.Name)
        and statement.value is None
    )


def is_ellipsis(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is Ellipsis


def call_factory(factory: str, definition: ast.ClassDef) -> ast.Assign:
    """`Name = namedtuple("Name", "field ...")`."""
    fields = [s.target.id for s in definition.body if is_field(s)]
    call = ast.Call(
        func=ast.Name(id=factory, ctx=ast.Load()),
        args=[ast.Constant(definition.name), ast.Constant(" ".join(fields))],
        keywords=[],
    )
    return ast.Assign(
        targets=[ast.Name(id=definition.name, ctx=ast.Store())], value=call
    )


def fresh_name(wanted: str, bindings: Counter[str], tree: ast.Module) -> str:
    used = {node.id for node in walk(tree) if isinstance(node, ast.Name)}
    name, suffix = wanted, 0
    while bindings[name] or name in used:
        suffix += 1
        name = f"{wanted}_{suffix}"
    return name

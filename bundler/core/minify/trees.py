"""Shared facts about Python trees that several passes need. Passes that only touch
statements walk statements only: expressions never contain statements.
"""

from __future__ import annotations

import ast
import builtins
from collections.abc import Callable, Iterator
from ..nodes import walk

BODY_FIELDS = ("body", "orelse", "finalbody")
DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def child_bodies(node: ast.AST) -> Iterator[list[ast.stmt]]:
    """The statement lists directly inside a statement (or module)."""
    for field in BODY_FIELDS:
        body = getattr(node, field, None)
        if isinstance(body, list) and body and isinstance(body[0], ast.stmt):
            yield body
    for part in getattr(node, "handlers", ()) or getattr(node, "cases", ()):
        yield part.body


def statement_lists(tree: ast.AST) -> Iterator[list[ast.stmt]]:
    """Every list of statements in the tree; the consumer may rewrite each in place
    before its statements are searched in turn."""
    pending = [tree]
    while pending:
        for body in child_bodies(pending.pop()):
            yield body
            pending.extend(body)


def filled(body: list[ast.stmt], removed: ast.stmt) -> list[ast.stmt]:
    """A body made valid again after statements (the first: `removed`) were dropped."""
    return body or [ast.copy_location(ast.Pass(), removed)]


def is_docstring(statement: ast.stmt) -> bool:
    return (
        isinstance(statement, ast.Expr)
        and isinstance(statement.value, ast.Constant)
        and isinstance(statement.value.value, str)
    )


def after_header(body: list[ast.stmt]) -> int:
    """Where statements go to run before the rest of a module (or class) body: after its
    docstring, which must stay first to be one, and its `from __future__` imports, which
    must precede every other statement."""
    position = 1 if body and is_docstring(body[0]) else 0
    while position < len(body) and is_future_import(body[position]):
        position += 1
    return position


def is_future_import(statement: ast.stmt) -> bool:
    return isinstance(statement, ast.ImportFrom) and statement.module == "__future__"


def mentions(tree: ast.AST, names: set[str]) -> bool:
    """Whether any name, attribute or string constant in the tree is one of `names`."""
    for node in walk(tree):
        if isinstance(node, ast.Name) and node.id in names:
            return True
        if isinstance(node, ast.Attribute) and node.attr in names:
            return True
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if node.value in names:
                return True
    return False


def bound_names(tree: ast.AST) -> set[str]:
    """Every name the tree binds anywhere (assignment, definition, import, parameter,
    `except ... as`, match capture): a builtin not among them is the builtin everywhere.
    """
    names: set[str] = set()
    for node in walk(tree):
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            names.add(node.id)
        elif isinstance(
            node, (*DEFINITIONS, ast.ExceptHandler, ast.MatchAs, ast.MatchStar)
        ):
            names.add(node.name)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            names.add(node.rest)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            names.update(node.names)
        elif isinstance(node, ast.ImportFrom) and any(
            a.name == "*" for a in node.names
        ):
            names.add("*")
    return names


def join_adjacent(
    tree: ast.AST,
    joinable: Callable[[ast.stmt, ast.stmt], bool],
    join: Callable[[ast.stmt, ast.stmt], None],
) -> None:
    """In every statement list, fold each statement into the one before it (`join`)
    where `joinable(previous, statement)`."""
    for body in statement_lists(tree):
        combined: list[ast.stmt] = []
        for statement in body:
            if combined and joinable(combined[-1], statement):
                join(combined[-1], statement)
            else:
                combined.append(statement)
        if len(combined) != len(body):
            body[:] = combined


# names that see objects' identity, size or references
IDENTITY_READERS = frozenset(
    {
        "id",
        "is_",
        "is_not",
        "getsizeof",
        "__sizeof__",
        "getrefcount",
        "get_referrers",
        "get_referents",
        "get_objects",
        "is_tracked",
        "is_finalized",
        "__builtins__",
        "__import__",
        "import_module",
    }
)
# modules that see objects by identity (`marshal` and `pickle` write one object once), or
# (`builtins`) could rebind a builtin; `gc` is seen through its functions above (bots
# import it to disable collection)
IDENTITY_MODULES = frozenset({"marshal", "pickle", "ctypes", "copyreg", "builtins"})
SINGLETON_NAMES = frozenset({"None", "True", "False", "Ellipsis", "NotImplemented"})


def identity_reader(tree: ast.AST) -> ast.AST | None:
    """The first node through which the program could tell two equal values apart, or
    one object from a copy: `a is b` where both sides may be plain values (not
    `x is None`, `type(x) is int`, `x is str`), `id`, sizes, references, or modules
    that see objects by identity."""
    bound: set[str] | None = None  # read at the first identity test: most have none
    for node in walk(tree):
        if isinstance(node, ast.Compare):
            if bound is None and any(
                isinstance(operator, (ast.Is, ast.IsNot)) for operator in node.ops
            ):
                bound = bound_names(tree)
            operands = [node.left, *node.comparators]
            for operator, left, right in zip(node.ops, operands, operands[1:]):
                if isinstance(operator, (ast.Is, ast.IsNot)) and not (
                    _is_no_value(left, bound) or _is_no_value(right, bound)
                ):
                    return node
        elif isinstance(node, ast.Name) and node.id in IDENTITY_READERS:
            return node
        elif isinstance(node, ast.Attribute) and node.attr in IDENTITY_READERS:
            return node
        elif isinstance(node, ast.Import) and any(
            alias.name.partition(".")[0] in IDENTITY_MODULES for alias in node.names
        ):
            return node
        elif isinstance(node, ast.ImportFrom) and (
            (node.module or "").partition(".")[0] in IDENTITY_MODULES
            or any(alias.name in IDENTITY_READERS for alias in node.names)
        ):
            return node
    return None


def _is_no_value(node: ast.expr, bound: set[str]) -> bool:
    """A singleton, a builtin type or `type(...)`: what an identity test against it
    shows is a type or a singleton, never which of two equal values it got."""
    if isinstance(node, ast.Constant):
        return node.value is None or node.value is Ellipsis or type(node.value) is bool
    if isinstance(node, ast.Name):
        if node.id in SINGLETON_NAMES:
            return True
        return node.id not in bound and isinstance(
            getattr(builtins, node.id, None), type
        )
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "type"
        and "type" not in bound
    )


def is_main_guard(statement: ast.stmt) -> bool:
    """`if __name__ == "__main__":` without `else` (a module imported runs none of it)."""
    test = getattr(statement, "test", None)
    return (
        isinstance(statement, ast.If)
        and not statement.orelse
        and isinstance(test, ast.Compare)
        and isinstance(test.left, ast.Name)
        and test.left.id == "__name__"
        and len(test.ops) == 1
        and isinstance(test.ops[0], ast.Eq)
        and len(test.comparators) == 1
        and isinstance(test.comparators[0], ast.Constant)
        and test.comparators[0].value == "__main__"
    )


def evaluates_quietly(annotation: ast.expr, bound: set[str]) -> bool:
    """Whether evaluating an annotation (at a def, or of a module or class variable) can
    neither print, call into the program nor raise, so that dropping it changes nothing:
    names the program binds or builtins, attributes and subscripts of such, literals,
    tuples and lists of them, and `X | Y`. A call (`x: note("x")`) or an unknown name
    (NameError) stays."""
    for node in walk(annotation):
        if isinstance(node, ast.Name):
            if node.id not in bound and not hasattr(builtins, node.id):
                return False
        elif isinstance(node, ast.BinOp):
            if not isinstance(node.op, ast.BitOr):
                return False
        elif not isinstance(
            node,
            (
                ast.Attribute,
                ast.Subscript,
                ast.Constant,
                ast.Tuple,
                ast.List,
                ast.Slice,
                ast.expr_context,
                ast.operator,
            ),
        ):
            return False
    return True


def patches_builtins(tree: ast.AST) -> bool:
    """`import builtins` (or `__builtins__`): the program may replace or delete a builtin,
    which every later read sees (an alias made before it never)."""
    for node in walk(tree):
        if isinstance(node, ast.alias) and node.name == "builtins":
            return True
        if isinstance(node, ast.ImportFrom) and node.module == "builtins":
            return True
        if "__builtins__" in (getattr(node, "id", None), getattr(node, "attr", None)):
            return True
    return False


# what `site` adds to builtins exists only where `site` ran (not under `python -S`)
SITE_BUILTINS = frozenset({"exit", "quit", "help", "copyright", "credits", "license"})
# calls that read an attribute by a name given as a string
ATTRIBUTE_GETTERS = frozenset({"getattr", "hasattr", "attrgetter"})


def reads_computed_attribute(call: ast.Call) -> bool:
    """`getattr(x, name)`, `attrgetter(name)` with a name that is no literal: any
    attribute, `__doc__` and `__annotations__` too."""
    function = call.func
    name = getattr(function, "id", None) or getattr(function, "attr", None)
    if name not in ATTRIBUTE_GETTERS:
        return False
    named = call.args[0 if name == "attrgetter" else 1 :][:1]
    return not all(isinstance(argument, ast.Constant) for argument in named)

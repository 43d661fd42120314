"""Decide at build time what the target interpreter (CPython 3.11 on Linux) decides at run time.

Two rewrites of a module's tree, both exact on the target:
- `if` tests on the interpreter are folded and the dead branch (with its imports) removed:
  `TYPE_CHECKING`, `sys.version_info` (compared whole, sliced or indexed, or `.major`/
  `.minor`), `sys.hexversion`, `sys.platform` (compared or `.startswith(...)`), `os.name`,
  `sys.implementation.name`, combined with `not`/`and`/`or`. Anything else stays.
- An import of a module that neither the standard library nor the project has, where the
  program survives its failure (inside a function, a `try` or a conditional branch), becomes
  the `raise ModuleNotFoundError(...)` that Python would raise there: a `try: import ujson
  except ImportError:` then takes its fallback on the arena exactly as in a clean environment.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
import operator
from collections.abc import Callable

from .scopes import names_bound_once
from .nodes import Transformer, walk

VERSION_INFO = (3, 11, 0, "final", 0)
HEXVERSION = 0x030B00F0
PLATFORM = "linux"
OS_NAME = "posix"
IMPLEMENTATION = "cpython"

COMPARISONS = {
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
}
_UNKNOWN = object()


def fold_target_tests(tree: ast.Module) -> ast.Module:
    """Replace every decidable `if` (at any depth) by the branch the target takes.
    A module-level name bound once to a decidable test (`PY3 = sys.version_info[0] == 3`,
    six's idiom) is decided too, in the code that runs after its assignment."""
    aliases = _module_aliases(tree)
    if not aliases:  # every test this pass decides reads one of those modules
        return tree
    top_level = {id(statement) for statement in tree.body}
    _Folder(aliases, _bound_once(tree), top_level).visit(tree)
    return tree


def _bound_once(tree: ast.Module) -> set[str]:
    """Module-level names with exactly one binding in the whole module (not `globals` or
    `vars`, whatever they are bound to)."""
    return names_bound_once(tree) - {"globals", "vars"}


def _module_aliases(tree: ast.Module) -> dict[str, str]:
    """Names bound to the modules this pass reads (`sys`, `os`, `typing`) or to
    `typing.TYPE_CHECKING`, by any import in the module: name -> what it stands for."""
    aliases: dict[str, str] = {}
    for node in walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in ("sys", "os", "typing"):
                    aliases[alias.asname or alias.name] = alias.name
        elif isinstance(node, ast.ImportFrom) and node.module in ("typing", "sys"):
            for alias in node.names:
                if node.module == "typing" and alias.name == "TYPE_CHECKING":
                    aliases[alias.asname or alias.name] = "typing.TYPE_CHECKING"
                elif node.module == "sys" and alias.name in (
                    "version_info",
                    "platform",
                ):
                    aliases[alias.asname or alias.name] = f"sys.{alias.name}"
    return aliases


class _Folder(Transformer):
    def __init__(
        self, aliases: dict[str, str], bound_once: set[str], top_level: set[int]
    ) -> None:
        self.aliases = aliases
        self.bound_once = bound_once
        self.top_level = top_level  # statements every run executes, in order
        self.known: dict[str, bool] = {}  # such names, once their assignment has run

    def visit_Assign(self, node: ast.Assign) -> ast.AST:
        if id(node) in self.top_level and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name) and target.id in self.bound_once:
                value = self.evaluate(node.value)
                if isinstance(value, bool):
                    self.known[target.id] = value
        return node

    def generic_visit(self, node: ast.AST) -> ast.AST:
        for field in ("body", "orelse", "finalbody"):
            body = getattr(node, field, None)
            if isinstance(body, list) and body and isinstance(body[0], ast.stmt):
                new_body: list[ast.stmt] = []
                for statement in body:
                    result = self.visit(statement)
                    new_body.extend(result if isinstance(result, list) else [result])
                if not new_body and field == "orelse":
                    setattr(node, field, [])
                else:
                    setattr(node, field, new_body or [_pass(body[0])])
        for field in ("handlers", "cases"):
            for child in getattr(node, field, None) or []:
                self.visit(child)
        return node

    def visit_If(self, node: ast.If) -> ast.AST | list[ast.stmt]:
        value = self.evaluate(node.test)
        if value is _UNKNOWN:
            return self.generic_visit(node)
        branch = node.body if value else node.orelse
        folded: list[ast.stmt] = []
        for statement in branch:
            result = self.visit(statement)
            folded.extend(result if isinstance(result, list) else [result])
        return folded

    # ---- evaluation: a value, or _UNKNOWN -----------------------------------------------

    def evaluate(self, node: ast.expr) -> object:
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            value = self.evaluate(node.operand)
            return _UNKNOWN if value is _UNKNOWN else not value
        if isinstance(node, ast.BoolOp):
            values = [self.evaluate(value) for value in node.values]
            if any(value is _UNKNOWN for value in values):
                return _UNKNOWN
            combine = all if isinstance(node.op, ast.And) else any
            return combine(bool(value) for value in values)
        if isinstance(node, ast.Compare):
            return self.compare(node)
        if isinstance(node, ast.Call):
            return self.call(node)
        if isinstance(node, ast.Name) and node.id in self.known:
            return self.known[node.id]
        value = self.value(node)
        return value if value is not _UNKNOWN and isinstance(value, bool) else _UNKNOWN

    def compare(self, node: ast.Compare) -> object:
        left = self.value(node.left)
        for op, comparator in zip(node.ops, node.comparators):
            right = _literal(comparator)
            if left is _UNKNOWN or right is _UNKNOWN:
                return _UNKNOWN
            if isinstance(op, (ast.In, ast.NotIn)):
                if not isinstance(right, (tuple, list, str)):
                    return _UNKNOWN
                holds = (left in right) == isinstance(op, ast.In)
            else:
                compare = COMPARISONS.get(type(op))
                comparable = type(left) is type(right) or (
                    isinstance(left, int) and isinstance(right, int)
                )
                if compare is None or not comparable:
                    return _UNKNOWN
                try:
                    holds = compare(left, right)
                except TypeError:  # `(3, None)`: Python raises it at run time
                    return _UNKNOWN
            if not holds:
                return False
            left = right
        return True

    def call(self, node: ast.Call) -> object:
        function = node.func
        if (
            isinstance(function, ast.Attribute)
            and function.attr == "startswith"
            and len(node.args) == 1
            and not node.keywords
        ):
            subject = self.value(function.value)
            prefix = _literal(node.args[0])
            if isinstance(subject, str) and isinstance(prefix, (str, tuple)):
                return subject.startswith(prefix)
        return _UNKNOWN

    def value(self, node: ast.expr) -> object:
        """The target's value of `sys.version_info`, `sys.platform`...; _UNKNOWN else."""
        path = self.dotted(node)
        if path == "typing.TYPE_CHECKING":
            return False
        if path == "sys.version_info":
            return VERSION_INFO
        if path in ("sys.version_info.major", "sys.version_info.minor"):
            return VERSION_INFO[0 if path.endswith("major") else 1]
        if path == "sys.hexversion":
            return HEXVERSION
        if path == "sys.platform":
            return PLATFORM
        if path == "os.name":
            return OS_NAME
        if path == "sys.implementation.name":
            return IMPLEMENTATION
        if isinstance(node, ast.Subscript) and self.dotted(node.value) == (
            "sys.version_info"
        ):
            index = (
                _literal(node.slice) if not isinstance(node.slice, ast.Slice) else None
            )
            if isinstance(index, int) and not isinstance(index, bool):
                return VERSION_INFO[index] if -5 <= index < 5 else _UNKNOWN
            if isinstance(node.slice, ast.Slice) and node.slice.step is None:
                bounds = [
                    _literal(bound) if bound is not None else None
                    for bound in (node.slice.lower, node.slice.upper)
                ]
                if all(bound is None or isinstance(bound, int) for bound in bounds):
                    return VERSION_INFO[bounds[0] : bounds[1]]
        return _UNKNOWN

    def dotted(self, node: ast.expr) -> str | None:
        parts: list[str] = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if not isinstance(node, ast.Name) or node.id not in self.aliases:
            return None
        return ".".join([self.aliases[node.id], *reversed(parts)])


def _literal(node: ast.expr) -> object:
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return _UNKNOWN


def _pass(location: ast.stmt) -> ast.stmt:
    return ast.copy_location(ast.Pass(), location)


@dataclass(frozen=True)
class ImportFailure:
    """An import Python refuses before looking for any module (a relative import with
    no parent package to be relative to): its `ImportError` message."""

    message: str


def replace_absent_imports(
    tree: ast.Module,
    absent_module: Callable[[ast.stmt], str | ImportFailure | None],
    on_top_level: Callable[[ast.stmt, str | ImportFailure], None] | None,
) -> ast.Module:
    """Each import of an absent module (`absent_module` names the first module it fails
    on, or the failure) becomes the error Python raises there; one at module level is
    reported through `on_top_level` instead, when given."""
    top_level = set(map(id, tree.body))
    for parent in walk(tree):
        for field in ("body", "orelse", "finalbody"):
            body = getattr(parent, field, None)
            if not (isinstance(body, list) and body and isinstance(body[0], ast.stmt)):
                continue
            for index, statement in enumerate(body):
                if not isinstance(statement, (ast.Import, ast.ImportFrom)):
                    continue
                missing = absent_module(statement)
                if missing is None:
                    continue
                if id(statement) in top_level and on_top_level is not None:
                    on_top_level(statement, missing)
                    continue
                body[index] = _raise_not_found(statement, missing)
    return tree


def _raise_not_found(statement: ast.stmt, module: str | ImportFailure) -> ast.stmt:
    if isinstance(module, ImportFailure):
        error = ast.Call(
            ast.Name("ImportError", ast.Load()), [ast.Constant(module.message)], []
        )
    else:
        error = ast.Call(
            ast.Name("ModuleNotFoundError", ast.Load()),
            [ast.Constant(f"No module named {module!r}")],
            [ast.keyword("name", ast.Constant(module))],
        )
    return ast.fix_missing_locations(
        ast.copy_location(ast.Raise(error, None), statement)
    )

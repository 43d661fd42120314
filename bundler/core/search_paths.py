"""Folders a module adds to `sys.path` before it imports from them: the way bot authors
vendor a library (`sys.path.insert(0, os.path.join(os.path.dirname(__file__), "vendor"))`,
then `import vendored_lib`). Resolve searches them as Python would; in the bundle, which
carries the modules, the statement still runs and adds a folder nothing is found in.

Only paths known at build time count: string constants and `__file__` through `os.path`
(`join`, `dirname`, `abspath`, `realpath`, `normpath`), `pathlib.Path` (`/`, `.parent`,
`.resolve()`, `.absolute()`), `str()`, `os.fspath()` and `+` of strings, and module-level
names the module binds once, by an assignment of such a value above the call
(`HERE = os.path.dirname(__file__)`). Anything else (the working folder, an environment
variable, a name bound twice) is not followed: its imports stay what they are, an error
where a module is missing.
"""

from __future__ import annotations

import ast
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from .scopes import names_bound_once
from .nodes import walk

OS_PATH_FUNCTIONS = {
    "join": os.path.join,
    "dirname": os.path.dirname,
    "abspath": os.path.abspath,
    "realpath": os.path.realpath,
    "normpath": os.path.normpath,
}
PATH_METHODS = {"resolve", "absolute"}


@dataclass(frozen=True)
class SearchPath:
    folder: Path
    first: bool  # inserted at the front of sys.path (before the script's folder)


def added_search_paths(tree: ast.Module, module_file: Path) -> list[SearchPath]:
    """The folders `tree`'s code adds to `sys.path`, in order."""
    return [added for _call, added in _additions(tree, module_file)]


def added_search_path_calls(tree: ast.Module, module_file: Path) -> list[ast.Call]:
    """The calls that add a folder known at build time to `sys.path`."""
    calls = (call for call, _added in _additions(tree, module_file) if call is not None)
    return list(dict.fromkeys(calls))


def _additions(
    tree: ast.Module, module_file: Path
) -> list[tuple[ast.Call | None, SearchPath]]:
    """Each folder added, with its call where every path the call adds is known."""
    found: list[tuple[ast.Call | None, SearchPath]] = []
    constants: dict[str, tuple[int, ast.expr]] | None = None  # read at the first call
    for node in walk(tree):
        if not (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and dotted_name(node.func.value) == "sys.path"
        ):
            continue
        method = node.func.attr
        if method == "insert" and len(node.args) == 2:
            index = node.args[0]
            first = isinstance(index, ast.Constant) and index.value == 0
            paths = [node.args[1]]
        elif method == "append" and len(node.args) == 1:
            first, paths = False, [node.args[0]]
        elif method == "extend" and len(node.args) == 1:
            listed = node.args[0]
            first = False
            paths = (
                list(listed.elts) if isinstance(listed, (ast.List, ast.Tuple)) else []
            )
        else:
            continue
        if constants is None:
            constants = bound_once(tree)
        values = [
            path_value(expression, module_file, constants) for expression in paths
        ]
        folders = [
            Path(value).resolve()
            for value in values
            if isinstance(value, (str, Path)) and is_folder(Path(value))
        ]
        # a call with a path not known here may find modules at run time
        known = node if folders and len(folders) == len(values) else None
        found.extend((known, SearchPath(folder, first)) for folder in folders)
    return found


def bound_once(scope: ast.AST) -> dict[str, tuple[int, ast.expr]]:
    """`NAME = value` statements a module or function runs itself (their line and value)
    for the names that nothing else in it binds, deletes or declares `global` or
    `nonlocal` (`scopes.names_bound_once`)."""
    once = names_bound_once(scope)
    return {
        statement.targets[0].id: (statement.lineno, statement.value)
        for statement in _own_statements(scope)
        if isinstance(statement, ast.Assign)
        and len(statement.targets) == 1
        and isinstance(statement.targets[0], ast.Name)
        and statement.targets[0].id in once
    }


def _own_statements(scope: ast.AST) -> Iterator[ast.stmt]:
    """A module's top-level statements; a function's statements at any depth of its
    blocks (`try`, `if`...), not those of the functions and classes it defines."""
    if isinstance(scope, ast.Module):
        yield from scope.body
        return
    if not isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return  # a lambda binds no name by assignment
    pending = list(scope.body)
    while pending:
        statement = pending.pop()
        yield statement
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            pending.extend(
                child
                for child in getattr(statement, field, [])
                if isinstance(child, (ast.stmt, ast.ExceptHandler, ast.match_case))
            )


def path_value(
    node: ast.expr, module_file: Path, names: dict[str, tuple[int, ast.expr]]
) -> object:
    """The value a path expression has at build time (a str or Path), or None; `names`:
    names bound once (`bound_once`), of which those assigned above the expression count.
    """
    known = {name: value for name, (line, value) in names.items() if line < node.lineno}
    return _evaluate(node, module_file, known)


def _evaluate(
    node: ast.expr, module_file: Path, names: dict[str, ast.expr] | None = None
) -> object:
    """The value of a path expression known at build time, or None; `names`: the
    module-level names bound once to such an expression."""
    names = names or {}
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name) and node.id == "__file__":
        return str(module_file)
    if isinstance(node, ast.Name) and node.id in names:
        rest = {name: value for name, value in names.items() if name != node.id}
        return _evaluate(names[node.id], module_file, rest)
    if isinstance(node, ast.BinOp):
        left = _evaluate(node.left, module_file, names)
        right = _evaluate(node.right, module_file, names)
        if isinstance(node.op, ast.Div) and isinstance(left, Path):
            return left / right if isinstance(right, (str, Path)) else None
        if isinstance(node.op, ast.Add) and isinstance(left, str):
            return left + right if isinstance(right, str) else None
        return None
    if isinstance(node, ast.Attribute) and node.attr == "parent":
        value = _evaluate(node.value, module_file, names)
        return value.parent if isinstance(value, Path) else None
    if not isinstance(node, ast.Call) or node.keywords:
        return None
    arguments = [_evaluate(argument, module_file, names) for argument in node.args]
    if any(argument is None for argument in arguments):
        return None
    callee = dotted_name(node.func)
    name = node.func.attr if isinstance(node.func, ast.Attribute) else callee
    if isinstance(node.func, ast.Attribute) and name in PATH_METHODS:
        value = _evaluate(node.func.value, module_file, names)
        return getattr(value, name)() if isinstance(value, Path) else None
    if name in OS_PATH_FUNCTIONS and callee in (
        name,
        f"path.{name}",
        f"os.path.{name}",
    ):
        if all(isinstance(argument, str) for argument in arguments):
            return OS_PATH_FUNCTIONS[name](*arguments)
        return None
    if callee in ("Path", "pathlib.Path", "PurePath", "pathlib.PurePath"):
        return Path(*arguments) if arguments else None  # type: ignore[arg-type]
    if callee in ("str", "os.fspath") and len(arguments) == 1:
        return str(arguments[0])
    return None


def dotted_name(node: ast.expr) -> str:
    """`a.b.c` for a chain of attributes on a name; "" for anything else."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return ""


def is_folder(path: Path) -> bool:
    """A folder there now (a path too long for the file system, or holding a NUL, is not)."""
    try:
        return path.is_dir()
    except (OSError, ValueError):
        return False

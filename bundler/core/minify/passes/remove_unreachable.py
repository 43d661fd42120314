"""Program mode: tree shaking — drop module-level definitions nothing reaches and whose
evaluation provably has no effect. A library's names are its interface: untouched.

It runs after annotations and asserts are gone, so an import used only in annotations
(`from typing import Callable`) goes too.

A module-level statement is *droppable* when it only binds names and running it can neither
print, register, raise on purpose nor call into project code:
- `def` without decorators, with pure default values;
- `class` without decorators or keywords (no metaclass), whose bases are builtins, stdlib
  names or droppable-kind classes of the program without `__init_subclass__` (a base's hook
  runs for every subclass), and whose body holds only such defs (or `staticmethod`,
  `classmethod`, `property` ones), docstrings and pure assignments (no `__set_name__` call);
- imports of standard-library modules;
- assignments of pure values to plain names, with no walrus inside.
*Pure*: literals, names, attribute reads (not subscripts: `T[k]` may raise), operators, containers,
lambdas with pure defaults,
conditional expressions, comprehensions over pure parts, f-strings, and calls of a fixed set
of builtins and stdlib constructors (`range`, `tuple`, `namedtuple`, `struct.unpack`...) on
pure arguments. Everything else is a root, and so is every name marked `# bundle: keep`.
A droppable statement is kept when a kept statement mentions one of its names, anywhere
(function bodies included); repeat until nothing changes.
"""

from __future__ import annotations

import ast
import sys

from ...scopes import statement_binds
from ..trees import is_future_import
from ..options import MinifyOptions

PURE_CALLS = {
    "abs", "all", "any", "bin", "bool", "bytearray", "bytes", "chr", "complex", "dict",
    "divmod", "enumerate", "float", "frozenset", "hash", "hex", "int", "isinstance",
    "issubclass", "len", "list", "max", "min", "object", "oct", "ord", "pow", "range",
    "reversed", "round", "set", "slice", "str", "sum", "tuple", "zip", "staticmethod",
    "classmethod", "property", "namedtuple", "unpack", "b64decode", "b85decode",
    "a85decode", "decompress", "compile", "defaultdict", "deque", "Counter",
    "OrderedDict", "frombytes", "array", "TypeVar", "field", "join", "split",
    "maketrans", "fromkeys", "encode", "decode",
}  # fmt: skip
DEFINITIONS = (
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.ClassDef,
    ast.Import,
    ast.ImportFrom,
    ast.Assign,
    ast.AnnAssign,
    ast.AugAssign,
)
# imports that do something visible when first run
NOISY_MODULES = {"this", "antigravity", "__hello__", "__phello__"}
CLASS_HOOKS = {"__init_subclass__", "__set_name__", "__class_getitem__"}


def bound_names(statement: ast.stmt) -> set[str] | None:
    """Names a definition binds; None for any other statement (`obj.attr = ...` and
    `t[i] = ...` act on something else; `from __future__` is a compiler directive)."""
    if is_future_import(statement):
        return None
    if isinstance(statement, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
        targets = getattr(statement, "targets", None) or [statement.target]
        for target in targets:
            for node in ast.walk(target):
                if not isinstance(
                    node, (ast.Name, ast.Tuple, ast.List, ast.Starred, ast.expr_context)
                ):
                    return None
    names = statement_binds(statement)
    return set(names) if names or isinstance(statement, DEFINITIONS) else None


def mentioned_names(statement: ast.stmt) -> set[str]:
    names = {node.id for node in ast.walk(statement) if isinstance(node, ast.Name)}
    names |= {
        name
        for node in ast.walk(statement)
        if isinstance(node, (ast.Global, ast.Nonlocal))
        for name in node.names
    }
    return names


def is_pure(node: ast.AST | None) -> bool:
    """Evaluating `node` runs no project code and has no visible effect."""
    if node is None or isinstance(node, (ast.Constant, ast.Name)):
        return True
    if isinstance(node, ast.Lambda):  # its defaults are evaluated where it stands
        return _pure_arguments(node.args)
    if isinstance(node, (ast.NamedExpr, ast.Subscript)):
        return False  # a walrus binds; `table[key]` may raise KeyError or IndexError
    if isinstance(node, ast.Call):
        function = node.func
        name = function.attr if isinstance(function, ast.Attribute) else None
        if isinstance(function, ast.Name):
            name = function.id
        if name not in PURE_CALLS:
            return False
        if isinstance(function, ast.Attribute) and not is_pure(function.value):
            return False
        return all(is_pure(argument) for argument in node.args) and all(
            keyword.arg != "key" and is_pure(keyword.value) for keyword in node.keywords
        )
    if isinstance(
        node,
        (
            ast.Await,
            ast.Yield,
            ast.YieldFrom,
            ast.FunctionDef,
            ast.AsyncFunctionDef,
            ast.ClassDef,
        ),
    ):
        return False
    return all(is_pure(child) for child in ast.iter_child_nodes(node))


def _pure_arguments(arguments: ast.arguments) -> bool:
    defaults = arguments.defaults + [d for d in arguments.kw_defaults if d]
    return all(is_pure(default) for default in defaults)


def _is_droppable(statement: ast.stmt, hooked_classes: set[str]) -> bool:
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return not statement.decorator_list and _pure_arguments(statement.args)
    if isinstance(statement, ast.ClassDef):
        return _is_droppable_class(statement, hooked_classes)
    if isinstance(statement, ast.Import):
        return all(_quiet_stdlib(alias.name) for alias in statement.names)
    if isinstance(statement, ast.ImportFrom):
        return statement.level == 0 and _quiet_stdlib(statement.module or "")
    if isinstance(statement, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
        return is_pure(statement.value) and not any(
            isinstance(node, ast.NamedExpr) for node in ast.walk(statement)
        )
    return False


def _quiet_stdlib(module: str) -> bool:
    top = module.split(".")[0]
    return top in sys.stdlib_module_names and top not in NOISY_MODULES


def _is_droppable_class(statement: ast.ClassDef, hooked_classes: set[str]) -> bool:
    if statement.decorator_list or statement.keywords:
        return False
    for base in statement.bases:
        if not isinstance(base, (ast.Name, ast.Attribute)) or not is_pure(base):
            return False
        if isinstance(base, ast.Name) and base.id in hooked_classes:
            return False
    for member in statement.body:
        if isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)):
            decorators_pure = all(
                isinstance(decorator, (ast.Name, ast.Attribute)) and is_pure(decorator)
                for decorator in member.decorator_list
            )
            if not (decorators_pure and _pure_arguments(member.args)):
                return False
        elif isinstance(member, (ast.Assign, ast.AnnAssign)):
            if not is_pure(member.value):
                return False
        elif not isinstance(member, (ast.Pass, ast.Expr)) or (
            isinstance(member, ast.Expr) and not isinstance(member.value, ast.Constant)
        ):
            return False
    return True


def _hooked_classes(tree: ast.Module) -> set[str]:
    """Module-level classes whose subclasses run code when created: they define a class
    hook, take a metaclass or decorators, or derive from such a class."""
    hooked: set[str] = set()
    changed = True
    while changed:
        changed = False
        for statement in tree.body:
            if not isinstance(statement, ast.ClassDef) or statement.name in hooked:
                continue
            defines_hook = any(
                isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef))
                and member.name in CLASS_HOOKS
                for member in statement.body
            )
            inherits_hook = any(
                isinstance(base, ast.Name) and base.id in hooked
                for base in statement.bases
            )
            if defines_hook or inherits_hook or statement.keywords:
                hooked.add(statement.name)
                changed = True
    return hooked


def shake(tree: ast.Module, fixed_names: set[str]) -> ast.Module:
    hooked = _hooked_classes(tree)
    bindings = [
        bound_names(statement) if _is_droppable(statement, hooked) else None
        for statement in tree.body
    ]
    binders: dict[str, list[int]] = {}  # name -> droppable statements binding it
    for index, names in enumerate(bindings):
        for name in names or ():
            binders.setdefault(name, []).append(index)
    kept = {
        i for i, names in enumerate(bindings) if names is None or names & fixed_names
    }
    reached: set[str] = set()
    pending = sorted(kept) + [i for name in fixed_names for i in binders.get(name, [])]
    while pending:
        index = pending.pop()
        kept.add(index)
        for name in mentioned_names(tree.body[index]) - reached:
            reached.add(name)
            pending.extend(i for i in binders.get(name, ()) if i not in kept)
    return ast.Module(
        [s for i, s in enumerate(tree.body) if i in kept], tree.type_ignores
    )


NAME = "remove_unreachable"


def remove_unreachable(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    if options.mode != "program":
        return tree
    return shake(tree, set(options.fixed_names))

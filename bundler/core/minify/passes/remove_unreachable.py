"""Program mode: tree shaking — drop module-level definitions nothing reaches and whose
evaluation provably has no effect. A library's names are its interface: untouched.

It runs after annotations and asserts are gone, so an import used only in annotations
(`from typing import Callable`) goes too.

A module-level statement is *droppable* when it only binds names and running it can neither
print, register, raise nor call into project code (dropping a statement that raises would
turn a failing program into one that runs on):
- `def` without decorators, with pure default values;
- `class` without decorators or keywords (no metaclass), with at most one base (two may not
  make a consistent order), that base a builtin or stdlib class one can derive from (not
  `bool`) or a droppable-kind class of the program without `__init_subclass__` (a base's
  hook runs for every subclass), and whose body holds only such defs (or `staticmethod`,
  `classmethod`, `property` ones), docstrings and pure assignments (no `__set_name__` call);
- imports of standard-library modules and names that exist here (`from os import nothing`
  raises);
- assignments of pure values to plain names, or of as many items as names, with no walrus.
*Pure* (`Purity`): names, lambdas with pure defaults, tuples and lists of pure items, dicts
and sets whose keys are known hashable values, builtin generic aliases, and what can be
computed here without error: literals, operators on known values (names bound once to
them), calls of a fixed set of builtins and stdlib functions (`range`, `tuple`,
`namedtuple`, `struct.unpack`...) on known values. Attribute reads, subscripts,
comprehensions, f-strings and operators on unknown values may raise: roots. So is every
name marked `# bundle: keep`.
A droppable statement is kept when a kept statement mentions one of its names, anywhere
(function bodies included); repeat until nothing changes. Nothing is dropped from a module
whose names something may read by their spelling (`scopes.namespace_reachable`: `globals()`,
`dir()`, `exec`, `sys.modules[__name__]`...).
"""

from __future__ import annotations

import ast
import builtins
import importlib
import importlib.util
import operator
import sys
from collections import Counter
from collections.abc import Callable

from ...digits import as_the_program_runs
from ...scopes import (
    MANGLED,
    bound_after,
    namespace_reachable,
    statement_binds,
    string_annotation_names,
)
from ..trees import bound_names as names_bound_anywhere
from ..trees import SITE_BUILTINS, is_future_import, patches_builtins
from ..options import MinifyOptions
from ...nodes import walk

PURE_CALLS = {
    "abs", "all", "any", "bin", "bool", "bytearray", "bytes", "chr", "complex", "dict",
    "divmod", "enumerate", "float", "frozenset", "hex", "int", "isinstance",
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
# never imported into the building process to look at them: they start programs or need
# a display
UNIMPORTABLE_MODULES = {"idlelib", "turtledemo", "tkinter", "turtle"}
PURE_DECORATORS = {"staticmethod", "classmethod", "property"}
SMALL_LIMIT = 10_000  # a constant argument the build may call a function with
OPERAND_LIMIT = 1 << 64  # numbers operators are computed on here (`1 << 64` is fine)
UNARY_OPERATORS = {
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
    ast.Invert: operator.invert,
}
BINARY_OPERATORS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.LShift: operator.lshift,
    ast.RShift: operator.rshift,
    ast.BitOr: operator.or_,
    ast.BitAnd: operator.and_,
    ast.BitXor: operator.xor,
    ast.Div: operator.truediv,
}
CLASS_HOOKS = {"__init_subclass__", "__set_name__", "__class_getitem__"}
# builtins every interpreter has (`site` adds `exit`, `help`...: not under `python -S`)
BUILTIN_NAMES = frozenset(dir(builtins)) - SITE_BUILTINS


def bound_names(statement: ast.stmt) -> set[str] | None:
    """Names a definition binds; None for any other statement (`obj.attr = ...` and
    `t[i] = ...` act on something else; `from __future__` is a compiler directive)."""
    if is_future_import(statement):
        return None
    if isinstance(statement, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
        targets = getattr(statement, "targets", None) or [statement.target]
        for target in targets:
            for node in walk(target):
                if not isinstance(
                    node, (ast.Name, ast.Tuple, ast.List, ast.Starred, ast.expr_context)
                ):
                    return None
    names = statement_binds(statement)
    return set(names) if names or isinstance(statement, DEFINITIONS) else None


def mentioned_names(statement: ast.stmt) -> set[str]:
    names = {node.id for node in walk(statement) if isinstance(node, ast.Name)}
    names |= string_annotation_names(statement)
    names |= {
        name
        for node in walk(statement)
        if isinstance(node, (ast.Global, ast.Nonlocal))
        for name in node.names
    }
    return names


class Purity:
    """Whether evaluating an expression can neither run project code, nor have an effect,
    nor raise — what dropping it must not lose. Sound by construction: names (the flat
    layout refuses a module that reads an undefined name), lambdas with pure defaults,
    tuples and lists of pure items, dicts and sets whose keys are constants, builtin
    generic aliases (`tuple[int, int]`), and what can be computed here, at build time,
    without error: literals, operators on them and on names bound once to such values
    (`SQUARES = FILES * RANKS`), and calls of PURE_CALLS on such values (`tuple(range(8))`
    goes, `int("x")` and `chr(-1)` stay). Everything else may raise (`a + b` of unknown
    values, `obj.attr`, `f"{obj}"`, `[i for i in x]`) and stays.

    Statements are judged in order (`learn` after each), so that a name's value is known
    only after its assignment."""

    def __init__(self, tree: ast.Module) -> None:
        stores: Counter[str] = Counter(
            node.id if isinstance(node, ast.Name) else node.name
            for node in walk(tree)
            if (isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load))
            or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
        )
        # every name the program binds other than by import, anywhere: a builtin's or an
        # import's spelling bound so is not that function
        self.rebound = set(stores)
        self.bound_once = {name for name, count in stores.items() if count == 1}
        # names every run has bound by now (`scopes.bound_after`): reading any other may
        # raise NameError (bound on some paths only, deleted, a site builtin under -S)
        self.surely: set[str] = set()
        # names with one binding in all (imports too): what one refers to lives as long
        # as the module, so another reference to it keeps nothing alive longer
        bindings = stores + Counter(
            (alias.asname or alias.name).partition(".")[0]
            for node in walk(tree)
            if isinstance(node, (ast.Import, ast.ImportFrom))
            for alias in node.names
        )
        self.single = {name for name, count in bindings.items() if count == 1}
        # the program may delete or replace builtins, or change the digit limit that
        # int/str conversions obey: a builtin may be unbound, a computation raise
        self.builtins_patched = patches_builtins(tree)
        self.limits_changed = any(
            getattr(node, "attr", None) == "set_int_max_str_digits"
            or getattr(node, "id", None) == "set_int_max_str_digits"
            for node in walk(tree)
        )
        # `from __future__ import annotations`: annotations are strings, never evaluated
        self.postponed = any(
            is_future_import(statement)
            and any(alias.name == "annotations" for alias in statement.names)
            for statement in tree.body
        )
        self.constants: dict[str, object] = {}  # names bound once, to a known value
        # names the module's top-level imports bind to standard-library objects
        self.imported: dict[str, tuple[str, str | None]] = {}
        for statement in tree.body:
            if isinstance(statement, ast.Import):
                for alias in statement.names:
                    if alias.asname or "." not in alias.name:
                        self.imported[alias.asname or alias.name] = (alias.name, None)
            elif isinstance(statement, ast.ImportFrom) and not statement.level:
                for alias in statement.names:
                    self.imported[alias.asname or alias.name] = (
                        statement.module or "",
                        alias.name,
                    )

    def learn(self, statement: ast.stmt) -> None:
        """After `statement` has run: the value it gives a name bound nowhere else."""
        self.surely = bound_after(self.surely, statement)
        if (
            isinstance(statement, ast.Assign)
            and len(statement.targets) == 1
            and isinstance(statement.targets[0], ast.Name)
            and statement.targets[0].id in self.bound_once
        ):
            try:
                value = self.value(statement.value)
            except Exception:  # noqa: BLE001 - not a value known here
                return
            if _is_small_value(value):
                self.constants[statement.targets[0].id] = value

    def __call__(self, node: ast.AST | None) -> bool:
        if node is None or isinstance(node, ast.Constant):
            return True
        if isinstance(node, ast.Name):
            # another reference to an object keeps it alive (`__del__`, weakrefs): only
            # a name bound once, never rebound or deleted, whose binding lives as long
            return (node.id in self.surely and node.id in self.single) or (
                node.id in BUILTIN_NAMES
                and node.id not in self.rebound
                and not self.builtins_patched
            )
        if isinstance(node, ast.Lambda):  # its defaults are evaluated where it stands
            return self.arguments(node.args)
        if isinstance(node, (ast.Tuple, ast.List)):
            return all(
                not isinstance(item, ast.Starred) and self(item) for item in node.elts
            )
        if isinstance(node, ast.Dict):  # a key must be a known value that hashes
            return all(
                key is not None and self.hashable(key) and self(value)
                for key, value in zip(node.keys, node.values)
            )
        if isinstance(node, ast.Set):
            return all(self.hashable(item) for item in node.elts)
        if isinstance(node, ast.Subscript):
            return self.generic_alias(node)
        return self.known(node)

    def known(self, node: ast.expr) -> bool:
        """Whether the value of `node` can be computed here, without error."""
        if self.limits_changed:
            return False  # (under limits the program sets at run time)
        try:
            self.value(node)
        except Exception:  # noqa: BLE001 - raising (or not knowing) is what must stay
            return False
        return True

    def hashable(self, node: ast.expr) -> bool:
        try:
            hash(self.value(node))
        except Exception:  # noqa: BLE001 - unknown or unhashable: building it may raise
            return False
        return True

    def generic_alias(self, node: ast.Subscript) -> bool:
        """`tuple[int, int]`, `dict[str, list[int]]`: builtin types subscripted with
        builtin types, None or such aliases."""
        parts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        return self.builtin_type(node.value) and all(
            (isinstance(part, ast.Constant) and part.value is None)
            or self.builtin_type(part)
            or (isinstance(part, ast.Subscript) and self.generic_alias(part))
            for part in parts
        )

    def builtin_type(self, node: ast.expr) -> bool:
        return (
            isinstance(node, ast.Name)
            and node.id not in self.rebound
            and isinstance(getattr(builtins, node.id, None), type)
        )

    def arguments(self, arguments: ast.arguments) -> bool:
        defaults = arguments.defaults + [d for d in arguments.kw_defaults if d]
        return all(self(default) for default in defaults)

    def signature(self, function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
        """Defaults, and the annotations a def evaluates (unless postponed)."""
        return (
            self.arguments(function.args)
            and all(
                self.annotation(node.annotation)
                for node in walk(function.args)
                if isinstance(node, ast.arg)
            )
            and self.annotation(function.returns)
        )

    def constant(self, node: ast.Name) -> bool:
        """A name bound once to a known value, or a builtin: nothing with a
        `__set_name__` of the program's."""
        return node.id in self.constants or (
            node.id in BUILTIN_NAMES
            and node.id not in self.rebound
            and not self.builtins_patched
        )

    def annotation(self, node: ast.expr | None) -> bool:
        return self.postponed or self(node)

    def value(self, node: ast.expr) -> object:
        """The value of `node` as the program would compute it (`int("1" * 5000)` and
        `"%d" % 10**5000` raise under the interpreter's digit limit)."""
        with as_the_program_runs():
            return self.evaluate(node)

    def evaluate(self, node: ast.expr) -> object:
        """The value of a literal, a name bound once to a known value, an operator on
        such values, or a pure call of them; raises for anything else, and whatever
        computing it raises. Operands are kept small, so that nothing here takes long
        or much memory (`"x" * (1 << 62)` is not computed: it stays)."""
        if isinstance(node, ast.Constant):
            if not _is_small_value(node.value):
                raise ValueError("a large constant")
            return node.value
        if isinstance(node, ast.Name) and node.id in self.constants:
            return self.constants[node.id]
        if isinstance(node, (ast.Tuple, ast.List)):
            items = [self.evaluate(item) for item in node.elts]  # a Starred raises
            return tuple(items) if isinstance(node, ast.Tuple) else items
        if isinstance(node, ast.UnaryOp) and type(node.op) in UNARY_OPERATORS:
            return _small(UNARY_OPERATORS[type(node.op)](self.evaluate(node.operand)))
        if isinstance(node, ast.BinOp) and type(node.op) in BINARY_OPERATORS:
            left, right = self.evaluate(node.left), self.evaluate(node.right)
            if not all(_is_small_value(v, OPERAND_LIMIT) for v in (left, right)):
                raise ValueError("an operand too large to compute with here")
            if isinstance(node.op, (ast.Mult, ast.LShift)) and not all(
                _is_small_value(v) for v in (left, right)
            ):  # `"x" * 10**9`, `1 << 10**9`: a large result
                raise ValueError("a result too large to compute here")
            return _small(BINARY_OPERATORS[type(node.op)](left, right))
        if not isinstance(node, ast.Call) or any(k.arg is None for k in node.keywords):
            raise ValueError("not a known value")
        function = node.func
        name = function.attr if isinstance(function, ast.Attribute) else None
        if isinstance(function, ast.Name):
            name = function.id
        callee = self.callee(function)
        if name not in PURE_CALLS or callee is None:
            raise ValueError("not a pure call")
        arguments = [self.evaluate(argument) for argument in node.args]
        keywords = {k.arg: self.evaluate(k.value) for k in node.keywords}
        return _small(callee(*arguments, **keywords))  # type: ignore[operator]

    def callee(self, function: ast.expr) -> Callable[..., object] | None:
        """The standard-library function a call's name refers to, or None."""
        if isinstance(function, ast.Name):
            if function.id in self.rebound:
                return None
            if function.id in self.imported:
                module, attribute = self.imported[function.id]
                return _standard_object(module, attribute)
            return getattr(builtins, function.id, None)
        if isinstance(function, ast.Attribute) and isinstance(function.value, ast.Name):
            if (
                function.value.id not in self.imported
                or function.value.id in self.rebound
            ):
                return None
            module, attribute = self.imported[function.value.id]
            owner = _standard_object(module, attribute)
            return getattr(owner, function.attr, None) if owner is not None else None
        return None


def _is_small_value(value: object, limit: int = SMALL_LIMIT) -> bool:
    """A number, string or container small enough to compute with here."""
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return True
    if isinstance(value, int):
        return abs(value) <= limit
    if isinstance(value, (str, bytes)):
        return len(value) <= limit
    if isinstance(value, (tuple, list)):
        return len(value) <= limit and all(_is_small_value(item) for item in value)
    return False


def _small(value: object) -> object:
    """A computed value, if it is small (numbers of any size: `1 << 64` is a key)."""
    if isinstance(value, int) and not isinstance(value, bool):
        if value.bit_length() > 4 * SMALL_LIMIT:
            raise ValueError("a large number")
        return value
    if isinstance(value, (str, bytes, tuple, list)) and len(value) > SMALL_LIMIT:
        raise ValueError("a large value")
    return value


def _standard_object(module: str, attribute: str | None) -> object | None:
    """A quiet standard-library module, or one of its attributes (None if absent)."""
    if not _quiet_stdlib(module) or module.split(".")[0] in UNIMPORTABLE_MODULES:
        return None
    try:
        imported = importlib.import_module(module)
    except ImportError:
        return None
    return imported if attribute is None else getattr(imported, attribute, None)


def _is_droppable(
    statement: ast.stmt, hooked_classes: set[str], pure: Purity, plain: set[str]
) -> bool:
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return not statement.decorator_list and pure.signature(statement)
    if isinstance(statement, ast.ClassDef):
        return _is_droppable_class(statement, hooked_classes, pure, plain)
    if isinstance(statement, ast.Import):
        return all(_importable(alias.name) for alias in statement.names)
    if isinstance(statement, ast.ImportFrom):
        module = statement.module or ""
        return statement.level == 0 and all(
            _importable_from(module, alias.name) for alias in statement.names
        )
    if isinstance(statement, (ast.Assign, ast.AnnAssign)):
        targets = getattr(statement, "targets", None) or [statement.target]
        return (
            pure(statement.value)
            and pure.annotation(getattr(statement, "annotation", None))
            and all(_unpacks(target, statement.value) for target in targets)
            and not any(isinstance(node, ast.NamedExpr) for node in walk(statement))
        )
    return False  # `X += 1` runs the operator: it may raise


def _unpacks(target: ast.expr, value: ast.expr | None) -> bool:
    """Assigning `value` to `target` cannot fail: a name, or as many items as names."""
    if isinstance(target, ast.Name):
        return True
    return (
        isinstance(target, (ast.Tuple, ast.List))
        and isinstance(value, (ast.Tuple, ast.List))
        and len(target.elts) == len(value.elts)
        and all(isinstance(element, ast.Name) for element in target.elts)
    )


def _quiet_stdlib(module: str) -> bool:
    top = module.split(".")[0]
    return top in sys.stdlib_module_names and top not in NOISY_MODULES


def _importable(module: str) -> bool:
    """A quiet standard-library module that exists here (`import os.nowhere` fails)."""
    if not _quiet_stdlib(module) or module.split(".")[0] in UNIMPORTABLE_MODULES:
        return False
    try:
        return importlib.util.find_spec(module) is not None
    except ImportError:
        return False


def _importable_from(module: str, name: str) -> bool:
    """`from module import name` of the standard library succeeds here."""
    if name == "*" or not _importable(module):
        return False
    found = _standard_object(module, None)
    return hasattr(found, name) or _importable(f"{module}.{name}")


def _is_droppable_class(
    statement: ast.ClassDef, hooked_classes: set[str], pure: Purity, plain: set[str]
) -> bool:
    if statement.decorator_list or statement.keywords or len(statement.bases) > 1:
        return False  # two bases may not make a consistent order
    if statement.name in hooked_classes or not _has_plain_bases(statement, pure, plain):
        return False
    outside = pure.surely
    try:
        return _has_droppable_body(statement, pure)
    finally:
        pure.surely = outside


def _has_droppable_body(statement: ast.ClassDef, pure: Purity) -> bool:
    """A class body reads its own names bound so far, then the module's."""
    for member in statement.body:
        if isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)):
            decorators_pure = all(
                isinstance(decorator, ast.Name) and decorator.id in PURE_DECORATORS
                for decorator in member.decorator_list
            )
            if not (decorators_pure and pure.signature(member)):
                return False
        elif isinstance(member, (ast.Assign, ast.AnnAssign)):
            targets = getattr(member, "targets", None) or [member.target]
            annotation = getattr(member, "annotation", None)
            if any(
                isinstance(node, ast.Name) and node.id.startswith("__")
                for target in targets
                for node in walk(target)
            ):
                return False  # `__slots__`, `__qualname__`...: `type()` checks them
            if isinstance(member.value, ast.Name) and not pure.constant(member.value):
                return False  # an object put in a class runs its `__set_name__`
            if not (pure(member.value) and pure.annotation(annotation)) or not all(
                _unpacks(target, member.value) for target in targets
            ):
                return False
        elif not isinstance(member, (ast.Pass, ast.Expr)) or (
            isinstance(member, ast.Expr) and not isinstance(member.value, ast.Constant)
        ):
            return False
        pure.surely = pure.surely | set(statement_binds(member))
    return True


def _has_plain_bases(statement: ast.ClassDef, pure: Purity, plain: set[str]) -> bool:
    """Every base is a plain class of the program or a standard-library class that a
    class statement can derive from without running anything but `type`."""
    return all(
        isinstance(base, ast.Name)
        and (base.id in plain or _subclassable(pure.callee(base)))
        for base in statement.bases
    )


def _subclassable(base: object) -> bool:
    """A standard-library or builtin class whose subclasses `type` itself creates (an
    enum's or ABC's metaclass runs code that can refuse a subclass)."""
    if not isinstance(base, type) or type(base) is not type:
        return False
    try:
        type("Probe", (base,), {})
    except Exception:  # `bool`, final classes, `__init_subclass__` refusing
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
            # defined, assigned, or under an `if` in the body: any spelling counts
            defines_hook = any(
                getattr(node, "name", None) in CLASS_HOOKS
                or getattr(node, "id", None) in CLASS_HOOKS
                for member in statement.body
                for node in walk(member)
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
    if namespace_reachable(tree):
        return tree  # `globals()`, `dir()`, `exec`, `sys.modules`... may read any name
    if any(
        isinstance(node, ast.Attribute) and node.attr in CLASS_HOOKS
        for node in walk(tree)
    ):
        return tree  # `Base.__init_subclass__ = ...`: any class statement may run code
    hooked = _hooked_classes(tree)
    pure = Purity(tree)
    plain: set[str] = set()  # classes so far that derive only from plain classes
    bindings: list[set[str] | None] = []
    for statement in tree.body:
        droppable = _is_droppable(statement, hooked, pure, plain)
        bindings.append(bound_names(statement) if droppable else None)
        plain -= names_bound_anywhere(statement)  # `for`, `global` writers too
        if (
            isinstance(statement, ast.ClassDef)
            and not (statement.keywords or statement.decorator_list)
            and statement.name not in hooked
            and _has_plain_bases(statement, pure, plain)
        ):
            plain.add(statement.name)
        pure.learn(statement)
    binders: dict[str, list[int]] = {}  # name -> droppable statements binding it
    for index, names in enumerate(bindings):
        for name in names or ():
            binders.setdefault(name, []).append(index)
    kept = {
        i
        for i, names in enumerate(bindings)
        if names is None or names & fixed_names
        # `_C__x`: class C reads it as `__x`, a spelling no mention matches
        or any(MANGLED.match(name) for name in names)
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

"""Program mode: rename attributes across the whole program, each name everywhere at once.

An attribute name is shared by every object that has it, so `.depth` can become `.a` only
if every place that spells it changes together — each `x.depth`, each class-body binding
of `depth` (assignments, defs, nested classes), each match keyword pattern `case
P(depth=...)` and each string of a literal `__slots__` — and nothing else can see the
name. When in doubt a name keeps its spelling:

- the whole pass is off where attributes can be reached by a computed name or listed:
  `getattr`/`setattr`/`hasattr`/`delattr` or `operator.attrgetter`/`methodcaller` with a
  name that is not a string literal, `vars`, `dir`, `locals`, `globals`, `__dict__`,
  `__getattr__`/`__getattribute__`/`__setattr__`/`__delattr__`/`__dir__`, `exec`/
  `eval`/`compile`, signatures read, a `**mapping` with unknown keys, a computed
  `__slots__`, `namedtuple`/`Enum`/`NamedTuple` fields, a `type(name, bases, dict)`
  namespace or a format string (`fmt.format(x)`) that is not literal, `sys.modules`,
  objects whose repr lists their attributes (`SimpleNamespace`, `argparse`), modules
  that serialize, introspect or run objects or text (`pickle`, `copyreg`, `shelve`,
  `marshal`, `dataclasses`, `inspect`, `logging`, `timeit`...), and any import from
  outside the standard library or relative (unknown attribute names);
- a name keeps its spelling when it is a dunder, private (`__x`) or mangled (`_C__x`);
  is spelled by a string that can name an attribute: a string that is a name or a path
  as a whole (`getattr(x, "name")`, `attrgetter("a.b")`, an option string, a
  `__slots__` that something reads), a format field (`"{0.name}"`), or any token of a
  string among the arguments of `getattr` and its kind or of a class factory
  (namedtuple fields) — the words of a message name nothing; is passed as a keyword anywhere (`SimpleNamespace(name=1)`, `dict(name=1)`) or
  names a parameter that keeps its name; is imported by name; could belong to a
  standard-library object (`standard_library_names`); is bound in the body of a class
  with decorators, keywords (a metaclass) or a base from outside the program other than
  `object`, itself or through its bases (an `Enum`, `NamedTuple` or `Exception` shows
  its names, `ast.NodeVisitor` looks up `visit_Name`), or set on `self` in the methods of
  such a class; is read as a bare name by the class body that binds it (`@x.setter`); is
  bound in a class body other than by assignment, def or class; is a def or class name
  in a class body while definition names are kept (`__name__`).

New names are the shortest first, in order of use count (ties: in the order the tree is
walked), never a keyword, never a name the program spells anywhere (attribute,
identifier, keyword, string token) nor a standard-library attribute: an object has the
new name exactly where it had the old one. Runs before `rename`: variables and
attributes share no namespace except in class bodies, where `rename` keeps the new
names as it keeps every class-body name.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import inspect
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ..interface import names_in_all
from ..options import MinifyOptions
from ...scopes import Binding, Scope, analyse
from .rename import candidate_names, fixed_reason
from ...nodes import walk, child_nodes

NAME = "rename_attributes"

# what a string may name: identifiers, and option strings (`--max-depth` -> `max_depth`)
TOKEN = re.compile(r"[^\W\d][\w-]*")
# a string that can be an attribute name as a whole: `speed`, `--max-speed`, a path
# (`unit.speed`, `package.module:attribute`, a format field's `0.speed` or `0[1].speed`)
NAME_SHAPED = re.compile(r"-{0,2}[\w-]+(?:[.:][^\W\d][\w-]*|\[[^\]]*\])*")
# `"{0.speed}"`: the field of a format string
FORMAT_FIELD = re.compile(r"\{([^{}]*)\}")
NAMESPACE_READERS = {"vars", "dir", "locals", "globals", "exec", "eval", "compile"}
DYNAMIC_ATTRIBUTES = {
    "__dict__",
    "__annotations__",  # a class's annotations are keyed by attribute names
    "__set_name__",  # receives the name of the class attribute it is bound to
    "__getstate__",  # an instance's attributes by name
    "__reduce__",
    "__reduce_ex__",
    "__getattr__",
    "__getattribute__",
    "__setattr__",
    "__delattr__",
    "__dir__",
    "__code__",
    "__globals__",
    "__import__",
    "import_module",
    "modules",  # `sys.modules[__name__].name`
    "f_code",
    "f_locals",
    "f_globals",
    "gi_code",
    "cr_code",
    "co_names",
    "get_referents",  # `gc`: hands out objects' `__dict__`
    "get_referrers",
    "get_objects",
    "new_class",
    "make_dataclass",
    # what reaches the `builtins` module without importing it, whose own names
    # (`hash`, `next`...) count only where a program imports it
    "__builtins__",
    "__self__",
    "__subclasses__",
    "__loader__",
    "__spec__",
    "f_builtins",
    "load_module",
    "exec_module",
    "find_spec",
    "find_module",
    "SimpleNamespace",  # its repr lists its attributes
    "Namespace",
    "Formatter",  # `string.Formatter`, `logging.Formatter`: fields read by name
}
INTROSPECTING_MODULES = {
    "pickle",
    "_pickle",
    "copyreg",
    "shelve",
    "marshal",
    "dataclasses",
    "inspect",
    "dis",
    "argparse",  # `Namespace`: attributes named by option strings, listed by its repr
    "optparse",
    "multiprocessing",
    "xmlrpc",
    "unittest",
    "doctest",
    "pydoc",
    "cmd",
    "code",
    "codeop",
    "runpy",
    "importlib",
    "pkgutil",
    "builtins",  # its `eval`, `vars`, `dir`... under other spellings
    "logging",  # format strings and `extra` name record attributes
    "timeit",  # these run code given as text
    "trace",
    "profile",
    "cProfile",
    "pdb",
    "bdb",
}
ATTRIBUTE_FUNCTIONS = {"getattr", "setattr", "hasattr", "delattr"}
# `"{0.name}".format(x)`: a format string reads the attributes its fields name
FORMAT_METHODS = {"format", "format_map"}
GETTER_FACTORIES = {"attrgetter", "methodcaller"}
CLASS_FACTORIES = {
    "namedtuple",
    "NamedTuple",
    "TypedDict",
    "Enum",
    "IntEnum",
    "StrEnum",
    "Flag",
    "IntFlag",
}
FIELD_KEYWORDS = ("field_names", "names", "fields")
CLASS_BODY_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
# modules whose objects a program reaches without importing them: `open` and `print`
# work on `io` objects; functions, generators, frames and code objects are `types`
IMPLICIT_MODULES = ("builtins", "io", "sys", "types")
# importing these starts a program (IDLE, a web browser): never inspected
UNINSPECTABLE_MODULES = ("antigravity", "idlelib", "turtledemo")
SURVEY_TIMEOUT_SECONDS = 300


@dataclass
class Plan:
    renamed: dict[str, str] = field(default_factory=dict)  # old name -> new name
    kept: dict[str, str] = field(default_factory=dict)  # attribute name -> why it stays
    disabled: str | None = None  # why no attribute is renamed at all


def rename_attributes(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    if options.mode != "program" or not options.rename or options.pretty:
        return tree
    sites = _Sites(tree, options)
    for name, new_name in sites.plan().renamed.items():
        for respell in sites.occurrences[name]:
            respell(new_name)
    return tree


def plan_attribute_names(tree: ast.Module, options: MinifyOptions) -> Plan:
    """What the pass would rename in `tree`, and why the other names stay."""
    return _Sites(tree, options).plan()


class _Sites:
    """Every place the program spells an attribute name, and what fixes names."""

    def __init__(self, tree: ast.Module, options: MinifyOptions) -> None:
        self.tree = tree
        self.options = options
        self.model = analyse(tree)
        # `id(name_node)` -> the variable the name refers to
        self.binding_at: dict[int, Binding] = {
            id(occurrence.node): binding
            for binding in self.model.bindings
            for occurrence in binding.occurrences
            if isinstance(occurrence.node, ast.Name)
        }
        # every node, in `walk` order: the plan reads the tree several times, and it does
        # not change until the plan is made
        self.nodes = list(walk(tree))
        self.parents: dict[int, ast.AST] = {
            id(child): node for node in self.nodes for child in child_nodes(node)
        }
        # id(binding) -> the imported name a variable stands for (`origin`)
        self.imported_origin: dict[int, str | None] = {}
        # name -> how to respell each of its occurrences
        self.occurrences: dict[str, list[Callable[[str], None]]] = {}
        self.kept: dict[str, str] = {}
        self.spelled: set[str] = set()  # every name the program spells, in any role

    def plan(self) -> Plan:
        reason = self.dynamic_access()
        if reason is not None:
            return Plan(disabled=reason)
        known = standard_library_names(self.imported_modules())
        if known is None:
            return Plan(disabled="imports a module whose attributes cannot be listed")
        self.collect()
        for name in self.occurrences:
            if "__" in name:  # `__x` and its mangled spelling `_Class__x`
                self.keep(name, "a dunder or private (mangled) name")
            elif name in known:
                self.keep(name, "a standard-library object may have it")
        counts = {name: len(found) for name, found in self.occurrences.items()}
        renamable = [name for name in self.occurrences if name not in self.kept]
        renamable.sort(key=lambda name: -counts[name])  # stable: ties in walk order
        taken = self.spelled | known
        fresh = (name for name in candidate_names() if name not in taken)
        renamed: dict[str, str] = {}
        new_name = next(fresh)
        for name in renamable:
            if len(new_name) >= len(name):
                self.keep(name, "no shorter name is free")
                continue
            renamed[name] = new_name
            new_name = next(fresh)
        kept = {name: self.kept[name] for name in self.occurrences if name in self.kept}
        return Plan(renamed, kept)

    def keep(self, name: str, reason: str) -> None:
        self.kept.setdefault(name, reason)

    # ---- what turns the pass off ---------------------------------------------------------

    def dynamic_access(self) -> str | None:
        if self.model.signatures_read:
            return "signatures are read"
        if self.model.opaque_keywords:
            return "a call passes **mapping with unknown keys"
        for binding in self.model.bindings:
            if binding.scope is None and binding.name in NAMESPACE_READERS:
                return f"{binding.name}() reaches names"
        for node in self.nodes:
            reason = self.node_dynamic_access(node)
            if reason is not None:
                return reason
        return None

    def node_dynamic_access(self, node: ast.AST) -> str | None:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            return import_reason(node)
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            named = DYNAMIC_ATTRIBUTES & {
                t for t in tokens(node.value) if t[:2] == "__"
            }
            return f"the string {sorted(named)[0]!r}" if named else None
        origin = self.origin(node)
        if isinstance(node, ast.Attribute):
            spelled = {node.attr}
        elif isinstance(node, ast.Name):
            spelled = {node.id, origin} if node.id.startswith("__") else {origin}
        elif isinstance(node, CLASS_BODY_DEFINITIONS):
            # `def __getattr__`; a def named `modules` is the program's own
            spelled = {node.name} if node.name.startswith("__") else set()
        elif isinstance(node, ast.alias):
            spelled = set(spellings(node))
        else:
            return None
        if DYNAMIC_ATTRIBUTES & spelled:
            return (
                f"{sorted(DYNAMIC_ATTRIBUTES & spelled)[0]} reaches attributes by name"
            )
        if isinstance(node, ast.Attribute) and node.attr in FORMAT_METHODS:
            if not self.literal_format(node):
                return "a format string that is not a literal"
        if isinstance(node, ast.Name) and node.id in ("__slots__", "__match_args__"):
            if not self.literal_slots(node):
                return f"a computed {node.id}"  # attribute names, looked up by name
        if origin in ATTRIBUTE_FUNCTIONS | GETTER_FACTORIES | CLASS_FACTORIES:
            if not self.literal_use(node, origin):
                return f"{origin} used with a computed name"
        if origin == "type" and not self.literal_type_call(node):
            return "type() with a computed namespace"
        return None

    def origin(self, node: ast.AST) -> str | None:
        """The standard-library name a load spells: a builtin, an imported name (`from
        operator import attrgetter as get`), a module's attribute; None for a variable.
        """
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            return node.attr
        if not isinstance(node, ast.Name) or not isinstance(node.ctx, ast.Load):
            return None
        binding = self.binding_at.get(id(node))
        if binding is None or binding.scope is None:
            return node.id
        if id(binding) not in self.imported_origin:  # once per variable, not per use
            imported = {
                o.import_alias.name for o in binding.occurrences if o.import_alias
            }
            assigned = any(
                not o.load and o.import_alias is None for o in binding.occurrences
            )
            self.imported_origin[id(binding)] = (
                imported.pop() if len(imported) == 1 and not assigned else None
            )
        return self.imported_origin[id(binding)]

    def call_of(self, node: ast.AST) -> ast.Call | None:
        parent = self.parents.get(id(node))
        return parent if isinstance(parent, ast.Call) and parent.func is node else None

    def literal_use(self, node: ast.AST, origin: str) -> bool:
        """A call that names its attributes by string literals (or a class factory used
        as a base or a type to check against, which names none)."""
        call = self.call_of(node)
        if call is None:
            parent = self.parents.get(id(node))
            base = isinstance(parent, ast.ClassDef) and node in parent.bases
            checked = isinstance(parent, ast.Call) and node in parent.args[1:]
            return origin in CLASS_FACTORIES and (base or checked)
        starred = any(isinstance(a, ast.Starred) for a in call.args)
        if starred or any(k.arg is None for k in call.keywords):
            return False
        if origin in ATTRIBUTE_FUNCTIONS:
            return len(call.args) >= 2 and is_string(call.args[1])
        if origin == "attrgetter":
            return bool(call.args) and all(is_string(a) for a in call.args)
        if origin == "methodcaller":
            return bool(call.args) and is_string(call.args[0])
        fields = call.args[1:] + [
            k.value for k in call.keywords if k.arg in FIELD_KEYWORDS
        ]
        renaming = any(k.arg == "rename" for k in call.keywords)  # makes `_0` names
        return not renaming and all(literal_fields(f) for f in fields)

    def literal_format(self, node: ast.Attribute) -> bool:
        """`"...".format(...)`, or `str.format("...", ...)`: the fields it can read are
        spelled in a literal (and so kept as string tokens)."""
        if is_string(node.value):
            return True
        call = self.call_of(node)
        return (
            isinstance(node.value, ast.Name)
            and self.origin(node.value) == "str"
            and call is not None
            and bool(call.args)
            and is_string(call.args[0])
        )

    def literal_type_call(self, node: ast.AST) -> bool:
        call = self.call_of(node)
        if call is None or len(call.args) + len(call.keywords) < 3:
            return True  # `type(x)`, or `type` as a value
        namespace = call.args[2] if len(call.args) > 2 else None
        return isinstance(namespace, ast.Dict) and all(
            key is not None and is_string(key) for key in namespace.keys
        )

    def literal_slots(self, node: ast.Name) -> bool:
        """`__slots__` (or `__match_args__`) bound to string literals, or only read."""
        if isinstance(node.ctx, ast.Load):
            return True
        statement = self.parents.get(id(node))
        return isinstance(statement, ast.Assign) and literal_fields(statement.value)

    def imported_modules(self) -> list[str]:
        """The standard-library modules the program imports, their parent packages,
        and `?a.b.c` for `from a.b import c` (if `c` is a module)."""
        found: set[str] = set()
        for node in self.nodes:
            if isinstance(node, ast.Import):
                dotted = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module != "__future__":
                dotted = [node.module] + [
                    f"?{node.module}.{alias.name}"
                    for alias in node.names
                    if alias.name != "*"
                ]
            else:
                continue
            for name in dotted:
                parts = name.lstrip("?").split(".")
                found.update(".".join(parts[:end]) for end in range(1, len(parts)))
                found.add(name)
        return sorted(found)

    # ---- every attribute spelling --------------------------------------------------------

    def collect(self) -> None:
        slot_strings = self.renamable_slot_strings()
        if slot_strings:
            self.keep_slots_read_from_classes(
                {n.value for n in self.nodes if id(n) in slot_strings}
            )
        for node in self.nodes:
            self.spelled.update(spellings(node))
            if isinstance(node, ast.Attribute):
                self.add(node.attr, _setter(node, "attr"))
            elif isinstance(node, ast.MatchClass):
                for index in range(len(node.kwd_attrs)):
                    self.add(node.kwd_attrs[index], _item_setter(node.kwd_attrs, index))
            elif isinstance(node, ast.keyword) and node.arg is not None:
                self.keep(node.arg, "passed as a keyword")
            elif isinstance(node, ast.alias):
                for part in node.name.split("."):
                    self.keep(part, "imported by name")
            elif id(node) in slot_strings:
                self.spelled.add(node.value)
                self.add(node.value, _setter(node, "value"))
            elif isinstance(node, ast.Constant):
                self.spelled.update(constant_tokens(node.value))
                for token in self.named_tokens(node):
                    self.keep(token, "spelled in a string")
        for scope in self.model.scopes:
            if scope.kind == "class":
                self.collect_class(scope)
        self.keep_parameter_names()

    def named_tokens(self, node: ast.Constant) -> frozenset[str] | set[str]:
        """The tokens of a string constant that may name an attribute. Attribute names
        reach the standard library from strings whole (`getattr(x, "speed")`, a path,
        an option string), as format fields (`"{0.speed}"`), or as the field lists of the
        class factories (`"speed heading"`). Any other text (a message, a sentence, a
        piece of an f-string) names nothing: a program that splits or builds names from
        it passes them to `getattr`, a factory or `format` by a variable or an
        f-string, which turns the pass off."""
        value = node.value
        text = value.decode("latin-1") if isinstance(value, bytes) else value
        if not isinstance(text, str):
            return set()
        if self.in_factory_call(node):
            return tokens(text)
        if isinstance(self.parents.get(id(node)), ast.JoinedStr):
            return set()  # an f-string reaches `getattr` or `format` only computed
        if NAME_SHAPED.fullmatch(text.strip()):
            return tokens(text)
        return {
            token for field in FORMAT_FIELD.findall(text) for token in tokens(field)
        }

    def in_factory_call(self, node: ast.AST) -> bool:
        """Whether `node` is inside the arguments of `getattr` and its kind, a getter
        factory or a class factory."""
        consumers = ATTRIBUTE_FUNCTIONS | GETTER_FACTORIES | CLASS_FACTORIES
        child, parent = node, self.parents.get(id(node))
        while parent is not None and not isinstance(parent, ast.stmt):
            if (
                isinstance(parent, ast.Call)
                and child is not parent.func
                and self.origin(parent.func) in consumers
            ):
                return True
            child, parent = parent, self.parents.get(id(parent))
        return False

    def add(self, name: str, respell: Callable[[str], None]) -> None:
        self.occurrences.setdefault(name, []).append(respell)

    def collect_class(self, scope: Scope) -> None:
        definition = scope.node
        shown = self.class_shows_names(definition)
        for name, binding in scope.bindings.items():
            nodes = [occurrence.node for occurrence in binding.occurrences]
            if shown is not None:
                self.keep(name, f"bound in {shown}")
            elif any(o.load and o.scope is scope for o in binding.occurrences):
                self.keep(name, "read as a bare name in its class body")
            elif not all(
                isinstance(n, (ast.Name, *CLASS_BODY_DEFINITIONS)) for n in nodes
            ):
                self.keep(name, "bound in a class body by import, except or match")
            elif self.options.keep_definition_names and any(
                isinstance(n, CLASS_BODY_DEFINITIONS) for n in nodes
            ):
                self.keep(name, "a def or class name (definition names are kept)")
            for occurrence in binding.occurrences:
                self.add(name, occurrence.rename)
        if shown is not None:
            for name in self_attributes(definition):
                self.keep(name, f"set on self in {shown}")

    @functools.cached_property
    def class_statements(self) -> dict[int, ast.ClassDef]:
        """Binding id -> its class, for variables bound once, by a class statement."""
        found: dict[int, ast.ClassDef] = {}
        for binding in self.model.bindings:
            stores = [o.node for o in binding.occurrences if not o.load]
            if len(stores) == 1 and isinstance(stores[0], ast.ClassDef):
                found[id(binding)] = stores[0]
        return found

    def class_shows_names(self, definition: ast.ClassDef) -> str | None:
        """What can see the names bound in this class body, itself or through its
        bases (None: nothing but the program)."""
        seen: set[int] = set()
        pending = [definition]
        while pending:
            current = pending.pop()
            if id(current) in seen:
                continue
            seen.add(id(current))
            if current.decorator_list:
                return "a decorated class (or base)"
            if current.keywords:
                return "a class (or base) with a metaclass or class keywords"
            for base in current.bases:
                binding = self.binding_at.get(id(base))
                if isinstance(base, ast.Name) and binding is not None:
                    if binding.scope is None and base.id == "object":
                        continue
                    if id(binding) in self.class_statements:
                        pending.append(self.class_statements[id(binding)])
                        continue
                return "a class (or base) with a base from outside the program"
        return None

    def keep_parameter_names(self) -> None:
        """A parameter that `rename` keeps shows its name (keywords, error messages)."""
        exported = names_in_all(self.tree) | set(self.options.fixed_names)
        scopes = {id(scope.node): scope for scope in self.model.scopes}
        for binding in self.model.bindings:
            if binding.parameter is not None and fixed_reason(
                binding, self.model, self.options, exported, scopes
            ):
                self.keep(binding.name, "a parameter that keeps its name")

    def keep_slots_read_from_classes(self, slots: set[str]) -> None:
        """A slot read from its class (`C.slot`, `cls.slot`, `type(x).slot`,
        `x.__class__.slot`) is a member descriptor, whose repr and `__name__` show the
        name: a slot's name so read keeps its spelling."""
        classes = {n.name for n in self.nodes if isinstance(n, ast.ClassDef)} | {"cls"}
        for node in self.nodes:
            if not isinstance(node, ast.Attribute):
                continue
            owner = node.value
            if node.attr in slots and (
                (isinstance(owner, ast.Name) and owner.id in classes)
                or (isinstance(owner, ast.Attribute) and owner.attr == "__class__")
                or (
                    isinstance(owner, ast.Call)
                    and isinstance(owner.func, ast.Name)
                    and owner.func.id == "type"
                )
            ):
                self.keep(node.attr, "read from a class (a slot's member shows it)")

    def renamable_slot_strings(self) -> set[int]:
        """The strings of `__slots__ = ("a", "b")` in the bodies of classes whose names
        only the program sees, when nothing else spells `__slots__`: each declares an
        attribute and is respelled with it. Otherwise they are strings like others."""
        declarations: list[ast.Assign] = []
        spelled = 0
        for node in self.nodes:
            spelled += "__slots__" in spellings(node)
            if isinstance(node, ast.Constant):
                spelled += "__slots__" in constant_tokens(node.value)
            if isinstance(node, ast.ClassDef) and not self.class_shows_names(node):
                declarations += [s for s in node.body if is_slots_declaration(s)]
        if spelled != len(declarations):
            return set()
        return {
            id(string)
            for declaration in declarations
            for string in walk(declaration.value)
            if is_string(string)
        }


# ---- tree facts ---------------------------------------------------------------------------


def spellings(node: ast.AST) -> list[str]:
    """The names a node spells as identifiers (attributes and keywords included)."""
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    if isinstance(node, CLASS_BODY_DEFINITIONS):
        return [node.name]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, ast.keyword):
        return [node.arg] if node.arg else []
    if isinstance(node, ast.alias):
        return node.name.split(".") + ([node.asname] if node.asname else [])
    if isinstance(node, (ast.Global, ast.Nonlocal)):
        return list(node.names)
    if isinstance(node, (ast.ExceptHandler, ast.MatchAs, ast.MatchStar)):
        return [node.name] if node.name else []
    if isinstance(node, ast.MatchMapping):
        return [node.rest] if node.rest else []
    if isinstance(node, ast.MatchClass):
        return list(node.kwd_attrs)
    return []


@functools.lru_cache(maxsize=4096)  # a program spells the same strings many times
def tokens(text: str) -> frozenset[str]:
    found = set(TOKEN.findall(text))
    return frozenset(
        {part for token in found for part in token.split("-") if part}
        | {token.replace("-", "_") for token in found}
    )


def constant_tokens(value: object) -> frozenset[str]:
    if isinstance(value, bytes):
        value = value.decode("latin-1")
    return tokens(value) if isinstance(value, str) else frozenset()


def is_string(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def literal_fields(node: ast.AST) -> bool:
    """Field or slot names all spelled as string literals: `"a b"`, `("a", "b")`,
    `[("a", int)]`, `{"a": int}`."""
    if is_string(node):
        return True
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return all(
            literal_fields(element.elts[0] if is_pair(element) else element)
            for element in node.elts
        )
    if isinstance(node, ast.Dict):
        return all(key is not None and is_string(key) for key in node.keys)
    return False


def is_pair(node: ast.AST) -> bool:
    return isinstance(node, (ast.Tuple, ast.List)) and len(node.elts) == 2


def is_slots_declaration(statement: ast.stmt) -> bool:
    return (
        isinstance(statement, ast.Assign)
        and len(statement.targets) == 1
        and isinstance(statement.targets[0], ast.Name)
        and statement.targets[0].id == "__slots__"
        and isinstance(statement.value, (ast.Constant, ast.Tuple, ast.List))
        and all(is_string(s) for s in _elements(statement.value))
    )


def _elements(node: ast.expr) -> list[ast.expr]:
    return node.elts if isinstance(node, (ast.Tuple, ast.List)) else [node]


def self_attributes(definition: ast.ClassDef) -> set[str]:
    """Attributes the class's methods spell on their first parameter (`self.x`)."""
    found: set[str] = set()
    for method in definition.body:
        if not isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        positional = method.args.posonlyargs + method.args.args
        if not positional:
            continue
        for node in walk(method):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == positional[0].arg
            ):
                found.add(node.attr)
    return found


def import_reason(statement: ast.Import | ast.ImportFrom) -> str | None:
    if isinstance(statement, ast.ImportFrom):
        if statement.level:
            return "a relative import (attribute names of a module not listed)"
        modules = [statement.module or ""]
    else:
        modules = [alias.name for alias in statement.names]
    for module in modules:
        top = module.partition(".")[0]
        if top in INTROSPECTING_MODULES:
            return f"imports {module}, which reads or lists attributes by name"
        if top not in sys.stdlib_module_names:
            return f"imports {module}, whose attribute names are not known"
    return None


def _setter(node: ast.AST, field_name: str) -> Callable[[str], None]:
    return lambda new: setattr(node, field_name, new)


def _item_setter(names: list[str], index: int) -> Callable[[str], None]:
    def respell(new: str) -> None:
        names[index] = new

    return respell


# ---- the standard library's attribute names ----------------------------------------------


@dataclass(frozen=True)
class _ModuleFacts:
    own: frozenset[str]  # its own attributes: what a program holding the module reads
    objects: frozenset[str]  # what its functions, classes and other values can carry
    holds: tuple[str, ...]  # modules among its values (`os.path`)
    reaches: tuple[str, ...]  # the modules its values' types come from


# module (`?module`: imported only if it exists) -> its facts; None: cannot be listed
_SURVEYED: dict[str, _ModuleFacts | None] = {}


def standard_library_names(
    imported: Iterable[str], implicit: Iterable[str] = IMPLICIT_MODULES
) -> frozenset[str] | None:
    """Every attribute name a standard-library object can carry, for a program that
    imports the modules `imported` (and reaches the objects of `implicit` modules
    without importing them): `dir()` of each imported module and of the modules among
    its values; for every module they and their values' types come from, `dir()` of each
    value and of its type, the names its callables take as keywords
    (`inspect.signature`), and every attribute, keyword, parameter and identifier string
    spelled in its source (instance attributes that `dir()` of a class does not show).
    Listed once per process for each module, in a fresh interpreter without `site`
    (this one's imports, pytest's capture or `sys.last_value` would make the list depend
    on the process); None if a module cannot be listed."""
    roots = {module: True for module in sorted(set(imported))}
    for module in sorted(set(implicit)):
        roots.setdefault(module, False)
    names, unsurveyed = _closure_names(roots)
    if unsurveyed and not _SURVEYED:
        _SURVEYED.update(_read_survey_cache())
        names, unsurveyed = _closure_names(roots)
    if unsurveyed:
        surveyed = _survey_in_fresh_interpreter(unsurveyed, sorted(_SURVEYED))
        _SURVEYED.update(surveyed)
        _write_survey_cache(surveyed)
        names, unsurveyed = _closure_names(roots)
    return names


# The survey takes a fresh interpreter about half a second, and its answers depend only on
# the interpreter and the survey's own code: they are kept between builds in the user's
# cache folder, one file per interpreter and survey version (a cache that cannot be read or
# written is skipped: the survey runs again).
def _survey_cache_path() -> Path:
    key = hashlib.sha256(
        "\0".join(
            [
                sys.version,
                sys.executable,
                inspect.getsource(survey_modules),
                *UNINSPECTABLE_MODULES,
            ]
        ).encode()
    ).hexdigest()[:16]
    folder = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    return Path(folder) / "arena-bundler" / f"stdlib-survey-{key}.json"


def _read_survey_cache() -> dict[str, _ModuleFacts | None]:
    try:
        listed = json.loads(_survey_cache_path().read_text(encoding="utf-8"))
        return {module: _facts(facts) for module, facts in listed.items()}
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return {}


def _write_survey_cache(surveyed: dict[str, _ModuleFacts | None]) -> None:
    path = _survey_cache_path()
    known = {**_read_survey_cache(), **surveyed}
    listed = {
        module: facts
        and {
            "own": sorted(facts.own),
            "objects": sorted(facts.objects),
            "holds": list(facts.holds),
            "reaches": list(facts.reaches),
        }
        for module, facts in sorted(known.items())
    }
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(
            "w", dir=path.parent, suffix=".tmp", delete=False, encoding="utf-8"
        ) as stream:
            json.dump(listed, stream)
        os.replace(stream.name, path)  # a build beside this one reads all or nothing
    except OSError:
        pass


def _facts(listed: dict[str, list[str]] | None) -> _ModuleFacts | None:
    return listed and _ModuleFacts(
        frozenset(listed["own"]),
        frozenset(listed["objects"]),
        tuple(listed["holds"]),
        tuple(listed["reaches"]),
    )


def _closure_names(roots: dict[str, bool]) -> tuple[frozenset[str] | None, list[str]]:
    """The names of what `roots` (module -> held by the program) reach, and the modules
    not surveyed yet (the names are then incomplete)."""
    names: set[str] = set()
    unsurveyed: set[str] = set()
    listable = True
    pending = list(roots.items())
    visited: dict[str, bool] = {}
    while pending:
        module, held = pending.pop()
        if visited.get(module, False) or (module in visited and not held):
            continue
        visited[module] = held
        if module not in _SURVEYED:
            unsurveyed.add(module)
            continue
        facts = _SURVEYED[module]
        if facts is None:
            listable = False
            continue
        names |= facts.objects | (facts.own if held else frozenset())
        pending += [(m, held) for m in facts.holds]
        pending += [(m, False) for m in facts.reaches]
    return (frozenset(names) if listable else None), sorted(unsurveyed)


def _survey_in_fresh_interpreter(
    requests: list[str], surveyed: list[str]
) -> dict[str, _ModuleFacts | None]:
    program = (
        inspect.getsource(survey_modules)
        + "\nimport json, sys"
        + "\njson.dump(survey_modules(**json.load(sys.stdin)), sys.stdout)"
    )
    arguments = {
        "requests": requests,
        "surveyed": surveyed,
        "uninspectable": UNINSPECTABLE_MODULES,
    }
    try:
        finished = subprocess.run(
            [sys.executable, "-I", "-S", "-c", program],
            input=json.dumps(arguments),
            capture_output=True,
            text=True,
            timeout=SURVEY_TIMEOUT_SECONDS,
        )
        found = json.loads(finished.stdout) if finished.returncode == 0 else {}
    except (OSError, subprocess.TimeoutExpired, ValueError):
        found = {}
    facts: dict[str, _ModuleFacts | None] = dict.fromkeys(requests)
    for module, listed in found.items():
        facts[module] = _facts(listed)
    return facts


def survey_modules(
    requests: list[str], surveyed: list[str], uninspectable: list[str]
) -> dict[str, dict[str, list[str]] | None]:
    """Run in a fresh interpreter (self-contained: its source is sent there): the facts
    of each requested module (`?name`: only if it exists) and of every module they lead
    to that is not `surveyed` yet; None for a module that cannot be imported or would
    start a program when imported."""
    import ast
    import contextlib
    import importlib
    import inspect
    import io
    import pkgutil
    import sys
    import warnings

    keyword_kinds = (
        inspect.Parameter.POSITIONAL_OR_KEYWORD,
        inspect.Parameter.KEYWORD_ONLY,
    )
    attribute_readers = {
        "getattr",
        "setattr",
        "hasattr",
        "delattr",
        "attrgetter",
        "methodcaller",
        "getattr_static",
    }

    def is_listable(name: str) -> bool:
        parts = name.split(".")
        return (
            parts[0] in sys.stdlib_module_names
            and parts[0] not in uninspectable
            and "__main__" not in parts
        )

    def keywords(value: object) -> list[str]:
        """The parameters a caller can name (not positional-only ones, `*args`...)."""
        try:
            parameters = inspect.signature(value).parameters.values()
        except (TypeError, ValueError, RecursionError):
            return []
        return [p.name for p in parameters if p.kind in keyword_kinds]

    def source_spellings(module: object) -> set[str]:
        """Every attribute the module's source spells, and every string it hands to
        `getattr` and the like: what its code may read or set on an object."""
        path = getattr(module, "__file__", None) or ""
        if not path.endswith(".py"):
            return set()
        try:
            with open(path, encoding="utf-8") as source:
                tree = ast.parse(source.read())
        except (OSError, SyntaxError, ValueError):
            return set()
        found: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute):
                found.add(node.attr)
            elif isinstance(node, ast.Call) and isinstance(
                node.func, (ast.Name, ast.Attribute)
            ):
                function = getattr(node.func, "id", getattr(node.func, "attr", ""))
                if function in attribute_readers:
                    for argument in node.args:
                        if isinstance(argument, ast.Constant) and isinstance(
                            argument.value, str
                        ):
                            found.update(argument.value.split("."))
        return found

    def names_of(value: object) -> list[str]:
        try:
            return dir(value)
        except Exception:  # a broken `__dir__`: its names are unknown
            raise LookupError(value) from None

    def survey(name: str, module: object) -> dict[str, list[str]]:
        own = set(names_of(module))
        if hasattr(module, "__path__"):
            own.update(info.name for info in pkgutil.iter_modules(module.__path__))
        objects = source_spellings(module)
        holds: set[str] = set()
        reaches: set[str] = set()
        values = []
        for attribute in dir(module):
            try:
                values.append(getattr(module, attribute))
            except Exception:
                continue
        if name == "builtins":  # types that only their instances show
            empty: dict[object, object] = {}
            values += [empty.keys(), empty.values(), empty.items(), reversed([])]
            values += [iter(x) for x in ([], (), "", b"", set(), empty, range(0))]
        for value in values:
            if inspect.ismodule(value):
                # a submodule is an attribute only once someone imported it
                if not value.__name__.startswith(name + "."):
                    holds.add(value.__name__)
                continue
            kind = value if isinstance(value, type) else type(value)
            objects.update(names_of(value))
            objects.update(names_of(kind))
            reaches.update(getattr(c, "__module__", None) for c in kind.__mro__)
            if callable(value):
                objects.update(keywords(value))
            if isinstance(value, type):
                for member_name in names_of(value):
                    member = inspect.getattr_static(value, member_name, None)
                    if callable(member) and not member_name.startswith("__"):
                        objects.update(keywords(member))
        return {
            "own": sorted(own),
            "objects": sorted(objects),
            "holds": sorted(m for m in holds if is_listable(m)),
            "reaches": sorted(
                m for m in reaches if isinstance(m, str) and is_listable(m)
            ),
        }

    found: dict[str, dict[str, list[str]] | None] = {}
    known = set(surveyed)
    pending = list(requests)
    while pending:
        request = pending.pop()
        if request in found or request in known:
            continue
        name = request.lstrip("?")
        if not is_listable(name):
            found[request] = None
            continue
        try:
            with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()):
                warnings.simplefilter("ignore")
                facts = survey(name, importlib.import_module(name))
        except ImportError:
            # `from a import b` where `b` is not a module names an attribute of `a`
            empty = {"own": [], "objects": [], "holds": [], "reaches": []}
            found[request] = empty if request.startswith("?") else None
            continue
        except BaseException:  # what importing it or listing it raised: unknown names
            found[request] = None
            continue
        found[request] = facts
        pending += facts["holds"] + facts["reaches"]
    return found

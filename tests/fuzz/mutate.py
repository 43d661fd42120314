"""Deterministic mutants of the programs in `tests/semantics/cases/`, for `test_fuzz.py`.

A program is a `dict` from a path relative to the case folder (`main.py`, `pkg/__init__.py`) to
the file's bytes. `make_mutant(case, seed)` applies 1-3 random mutations, chosen and applied
with `random.Random(f"{case}:{seed}")` only (string seeds are hashed with SHA-512, so the
mutants do not depend on `PYTHONHASHSEED`): the same case and seed always give the same mutant.

Mutations work either on the syntax tree (parse, edit, `ast.unparse`; the result may be valid
Python or, on purpose, not: a statement moved out of its loop, `global x` after a use of `x`,
an empty body...) or on the bytes (delete a line, truncate, invalid UTF-8, coding cookies, NUL
bytes, line endings...) or on the files (delete a module, turn a module into a package, add a
self-import or an import cycle...). A mutation that does not apply to the chosen file returns
None and another is drawn.
"""

from __future__ import annotations

import ast
import copy
import io
import random
import tokenize
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

Files = dict[str, bytes]

CASES = Path(__file__).resolve().parent.parent / "semantics" / "cases"
ENTRY = "main.py"

# names a rename may pick, besides fresh names and the file's own names
SPECIAL_NAMES = [
    "print", "input", "len", "range", "super", "self", "cls", "object", "type", "match",
    "case", "_", "__name__", "__file__", "__doc__", "__all__", "__class__", "__builtins__",
    "__spec__", "__getattr__", "__init__", "__main__", "main", "sys", "os", "__x", "__x__",
    "_x", "sorted", "None_", "exit", "globals", "id", "object",
]  # fmt: skip
KEYWORDS = ["class", "None", "lambda", "await", "async"]  # unparse yields invalid code

# statements inserted at a random place (any depth); {sib} a sibling module, {name} a name of
# the file, {self} the module itself, {pkg} a package or a module
INSERTIONS = [
    "import {sib}",
    "import {sib} as {name}",
    "from {sib} import {name}",
    "from {sib} import *",
    "from . import {sib}",
    "from . import {name}",
    "from .{sib} import {name}",
    "from .. import {name}",
    "from ... import {name}",
    "from .{sib} import *",
    "import {self}",
    "from {self} import *",
    "from {self} import {name}",
    "import {pkg}.{name}",
    "del {name}",
    "global {name}",
    "nonlocal {name}",
    "{name} = {name}",
    "{name} += 1",
    "{name}: int",
    "{name}: int = {name}",
    "__all__ = [{name!r}, {sib!r}]",
    "__all__ += [{name!r}]",
    "__all__ = {name}",
    "__all__.append({name!r})",
    "return",
    "return {name}",
    "yield {name}",
    "await {name}",
    "break",
    "continue",
    "__import__({sib!r})",
    "import importlib\n{name} = importlib.import_module({sib!r})",
    "import sys\n{name} = sys.modules[{sib!r}]",
    "import sys\nsys.modules[{name!r}] = {name}",
    "globals()[{name!r}] = 1",
    "exec({name!r} + ' = 1')",
    "eval({name!r})",
    "locals()",
    "{sib}.{name} = 1",
    "{sib}.{name}",
    "def __getattr__(name):\n    return {name}",
    "def {name}(*args, **kwargs):\n    import {sib}\n    return {sib}",
    "class {name}:\n    import {sib}\n    {name} = {name}",
    "if __name__ == '__main__':\n    import {sib}",
    "try:\n    import {sib}\nexcept ImportError:\n    {name} = None",
    "try:\n    from {sib} import {name}\nexcept Exception:\n    pass",
    "if 0:\n    import {sib}",
    "print(__file__, __name__, __doc__, __spec__, __package__)",
    "{name} = lambda: (yield)",
    "{name} = [(yield) for _ in ()]",
    "match {name}:\n    case {sib}.{name}:\n        pass\n    case _:\n        pass",
    "async def {name}():\n    async with {name}:\n        await {name}",
    "with open(__file__) as {name}:\n    pass",
    "del {sib}",
    "del {name}, {name}",
    "global {name}, {sib}",
    "{name} = {sib} = {name}",
    "for {name} in {name}:\n    break\nelse:\n    continue",
    "raise SystemExit({name})",
    "assert {name}, {name}",
    "{name} = __class__",
    "super()",
    "type {name} = int",
    "{name}: 'undefined_name' = 1",
    "{name}.__dict__[{name!r}] = 1",
    "import {sib}, {sib}",
    "from __future__ import annotations",
    "from __future__ import braces",
    "import __main__",
    "from __main__ import {name}",
    "{name} = {name}.__module__",
    "print(*[{name} for {name} in {name}])",
    "{name} = 10 ** 10 ** 10 if False else 0",
    "{name} = 'x' * (1 << 40) if False else 0",
    "(lambda {name}: {name})(nonlocal_ := 1)",
    "[{name} := 1 for _ in ()]",
    "def {name}():\n    global {name}\n    {name} = 1\n    nonlocal {name}",
    "def {name}({name}, {name}):\n    pass",
    "{name}(**{{{name!r}: 1}})",
]

# valid code (mostly), to reach the later passes: folding, named tuples, hoisting, renaming...
VALID_INSERTIONS = [
    "from typing import NamedTuple\nclass P_(NamedTuple):\n    x: int\n    y: 'str'",
    "from typing import NamedTuple\nclass P_(NamedTuple):\n    'doc'\n    x: int\n    x: int",
    "from typing import NamedTuple\nclass P_(NamedTuple):\n    pass\nprint(P_())",
    "import typing\nclass P_(typing.NamedTuple):\n    a: int\n    ...\nprint(P_(1))",
    "from typing import NamedTuple as NT_\nclass P_(NT_):\n    namedtuple: int\nnamedtuple = 1",
    "from collections import namedtuple\nP_ = namedtuple('P_', 'a, b', defaults=[1])",
    "x_ = 1 << 600",
    "x_ = 2 ** 511 + 2 ** 511",
    "x_ = (-1) ** 3 + 0 ** 0 + 10 // -3 % 7 - -1 + --1",
    "x_ = -True + ~-1 + (not not 1)",
    "x_ = 1e400, -0.0, 1j, 0x_1 if 0 else 0o7",
    "x_ = 'a' + 'b' + b'c'.decode() + 'd' * 3",
    "x_ = b'a' + b'b'",
    "x_ = 'é' + '\\ud800'",
    "print('\\udcff'.encode('utf-8', 'surrogateescape'))",
    "x_ = '\\x00' + '\\u2028' + '\\r\\n' + '\\ufeff'",
    "x_ = b'\\x80\\xff'",
    "x_ = 1 // 0 if 0 else 1 % 1",
    "x_ = 'long literal repeated' + 'long literal repeated' + 'long literal repeated'",
    "def f_():\n    return 1\n    print('unreachable')",
    "def f_():\n    raise ValueError\n    x_ = 1",
    "def f_():\n    'doc'",
    "def f_():\n    pass\n    pass\n    ...",
    "def f_(*, a, b=1, **k):\n    return a",
    "def f_(a, /, b, *c, d, **e):\n    return f_",
    "f_ = lambda *a, **k: (a, k)",
    "x_ = [y for y in range(3) if (z_ := y)]",
    "x_ = f'{1!r:{2}}{{}}' 'b' f'c'",
    "match 1:\n    case [a_, *b_]:\n        pass\n    case {'k': c_, **d_}:\n        pass\n"
    "    case int(real=1) | None:\n        pass\n    case _:\n        pass",
    "try:\n    pass\nexcept* ValueError:\n    pass",
    "async def g_(y):\n    async for x in y:\n        yield x",
    "def __getattr__(name):\n    raise AttributeError(name)",
    "__all__ = []",
    "__slots__ = ()",
    "__doc__ = 'x'",
    "print = print",
    "input = lambda: ''",
    "len = len\ndel len",
    "class M_(type):\n    def __new__(m, *a):\n        return super().__new__(m, *a)\n"
    "class K_(metaclass=M_):\n    pass",
    "class C_:\n    __x = 1\n    def f(self):\n        return self.__x + C_._C___x",
    "class C_:\n    x: int\n    def f(self):\n        return __class__",
    "@staticmethod\ndef s_():\n    pass",
    "d_ = 1\ndel d_",
    "for _ in ():\n    pass\nelse:\n    pass",
    "while 0:\n    break\nelse:\n    pass",
    "x_ = __builtins__",
    "if __name__ == '__main__':\n    pass\nelse:\n    pass",
    "x_ = ..., None, (1,), (), [1, 2][::-1]",
    "é_ = 1\nprint(é_, ﬁ_ if 0 else 0)",
    "try:\n    import nosuchmodule_zz\nexcept ImportError:\n    nosuchmodule_zz = None",
    "if False:\n    import nosuchmodule_zz",
    "import os, sys, os\nfrom os import path, path",
    "x_: int",
    "x_: 'int' = 1",
    "import sys\nsys.setrecursionlimit(10 ** 5)",
    "assert False, 'removed'",
    "exec('x_ = 1')",
    "x_ = globals()",
    "x_ = vars()",
    "def f_():\n    def g_():\n        nonlocal x_\n    x_ = 1",
    "def f_():\n    global x_\n    x_ = 1\nf_()",
    "def x_():\n    yield from ()\nx_ = x_()",
    "class C_:\n    def __init_subclass__(cls, **k):\n        super().__init_subclass__()\n"
    "class D_(C_, k=1):\n    pass",
    "x_ = type('T_', (), {'a': 1})",
    "x_ = [*range(2), *'ab']\ny_ = {**{}, 'a': 1}",
    "x_ = 'a' if 1 else 'b'\nx_ += 'c'",
    "x_ = (1 if 0 else 2) + (lambda: 3)()",
]

PRAGMAS = [
    "# bundle: precompute",
    "# bundle: precompute literal",
    "# bundle: precompute bytes",
    "# bundle: precompute nonsense",
    "# bundle: keep",
    "# bundle: bogus",
    "# bundle:",
]

COOKIES = [
    b"# -*- coding: latin-1 -*-\n",
    b"# coding: latin-1\n",
    b"# coding=utf-8\n",
    b"# vim: set fileencoding=cp1252 :\n",
    b"# coding: no-such-codec\n",
    b"# coding: utf-16\n",
    b"# coding: ascii\n",
    b"# coding: rot13\n",
]


@dataclass(frozen=True)
class Mutant:
    case: str
    seed: int
    files: Files  # the mutated program
    original: Files
    mutations: tuple[str, ...]  # short names, for the test id
    details: tuple[str, ...]  # what each mutation did

    @property
    def id(self) -> str:
        return f"{self.case}-seed{self.seed}-{'+'.join(self.mutations)}"

    def changed(self) -> list[str]:
        paths = sorted(set(self.files) | set(self.original))
        return [p for p in paths if self.files.get(p) != self.original.get(p)]

    def describe(self) -> str:
        """The mutations and every changed file in full, for a failure message."""
        lines = [f"mutant {self.id}", *(f"  - {d}" for d in self.details)]
        for path in self.changed():
            data = self.files.get(path)
            if data is None:
                lines.append(f"=== {path}: deleted ===")
                continue
            text = data.decode("utf-8", errors="backslashreplace")
            lines.append(f"=== {path} ({len(data)} bytes) ===\n{text}")
        unchanged = sorted(set(self.files) - set(self.changed()))
        if unchanged:
            lines.append(f"=== unchanged: {', '.join(unchanged)} ===")
        return "\n".join(lines)


def load_case(case: str) -> Files:
    root = CASES / case
    files = {}
    for path in sorted(root.rglob("*.py")):
        if "__pycache__" not in path.parts:
            files[path.relative_to(root).as_posix()] = path.read_bytes()
    return files


def case_names() -> list[str]:
    return sorted(
        p.name for p in CASES.iterdir() if p.is_dir() and (p / ENTRY).is_file()
    )


def write_files(files: Files, root: Path) -> None:
    for relative, data in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


# ---- helpers ------------------------------------------------------------------------------


def module_name(path: str) -> str:
    parts = path[: -len(".py")].split("/")
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts) or "__init__"


def decode(data: bytes) -> str | None:
    """The text as Python decodes it, or None."""
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        text = data.decode(encoding)
    except (SyntaxError, UnicodeDecodeError, LookupError):
        return None
    return text[1:] if text.startswith("\ufeff") else text


def parse(data: bytes) -> ast.Module | None:
    text = decode(data)
    if text is None:
        return None
    try:
        return ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def unparse(tree: ast.Module) -> bytes | None:
    try:
        ast.fix_missing_locations(tree)
        return (ast.unparse(tree) + "\n").encode("utf-8", errors="surrogateescape")
    except (RecursionError, ValueError, AttributeError, TypeError):
        return None


def bodies(tree: ast.AST) -> list[list[ast.stmt]]:
    """Every statement list of the tree (module, def, class, if/else, loops, try, with...)."""
    found = []
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            value = getattr(node, field, None)
            if isinstance(value, list) and (
                not value or isinstance(value[0], ast.stmt)
            ):
                if field == "body" or value:  # no empty else/finally
                    found.append(value)
    return found


def statements(tree: ast.AST) -> list[tuple[list[ast.stmt], int]]:
    return [(body, i) for body in bodies(tree) for i in range(len(body))]


def identifiers(tree: ast.AST) -> list[str]:
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            names.add(node.id)
        elif isinstance(
            node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
        ) and isinstance(node.name, str):
            names.add(node.name)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
        elif isinstance(node, ast.alias):
            names.add(node.asname or node.name.split(".")[0])
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            names.update(node.names)
    return sorted(names)


def occurrences(tree: ast.AST, name: str) -> list[tuple[ast.AST, str, int | None]]:
    """Every place `name` is written: (node, field, index in a list field or None)."""
    found: list[tuple[ast.AST, str, int | None]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == name:
            found.append((node, "id", None))
        elif (
            isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
            and node.name == name
        ):
            found.append((node, "name", None))
        elif isinstance(node, ast.arg) and node.arg == name:
            found.append((node, "arg", None))
        elif isinstance(node, ast.Attribute) and node.attr == name:
            found.append((node, "attr", None))
        elif isinstance(node, ast.keyword) and node.arg == name:
            found.append((node, "arg", None))
        elif isinstance(node, ast.alias):
            if node.asname == name:
                found.append((node, "asname", None))
            elif node.name == name:
                found.append((node, "name", None))
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            found += [(node, "names", i) for i, n in enumerate(node.names) if n == name]
        elif isinstance(node, ast.ImportFrom) and node.module == name:
            found.append((node, "module", None))
        elif isinstance(node, ast.ExceptHandler) and node.name == name:
            found.append((node, "name", None))
    return found


def set_occurrence(node: ast.AST, field: str, index: int | None, new: str) -> None:
    if index is None:
        setattr(node, field, new)
    else:
        getattr(node, field)[index] = new


class State:
    """The program being mutated, and what the mutations did."""

    def __init__(self, files: Files, rng: random.Random) -> None:
        self.files = dict(files)
        self.rng = rng
        self.details: list[str] = []

    def python_files(self) -> list[str]:
        return sorted(self.files)

    def pick_file(self) -> str:
        """main.py half of the time (minify runs on it), else any file."""
        paths = self.python_files()
        if ENTRY in self.files and self.rng.random() < 0.5:
            return ENTRY
        return self.rng.choice(paths)

    def modules(self) -> list[str]:
        return sorted({module_name(p) for p in self.files})

    def siblings(self, path: str) -> list[str]:
        own = module_name(path)
        return [m for m in self.modules() if m != own] or [own]

    def names(self, tree: ast.AST | None) -> list[str]:
        names = identifiers(tree) if tree is not None else []
        return names or ["x"]

    def fill(self, template: str, path: str, tree: ast.AST | None) -> str:
        rng = self.rng
        name = rng.choice(self.names(tree))
        sib = rng.choice(self.siblings(path))
        return template.format(
            name=name,
            sib=sib,
            self=module_name(path),
            pkg=rng.choice(self.modules()),
        )


Mutation = Callable[[State], "str | None"]


# ---- syntax-tree mutations ----------------------------------------------------------------


def _tree_mutation(
    function: Callable[[State, str, ast.Module], str | None],
) -> Mutation:
    """Parse a file, let `function` edit its tree, unparse: None when it does not apply."""

    def mutation(state: State) -> str | None:
        path = state.pick_file()
        tree = parse(state.files[path])
        if tree is None:
            return None
        try:
            detail = function(state, path, tree)
        except RecursionError:  # a deep expression: deepcopy, walk...
            return None
        if detail is None:
            return None
        data = unparse(tree)
        if data is None:
            return None
        state.files[path] = data
        return f"{path}: {detail}"

    mutation.__name__ = function.__name__
    return mutation


def _location(statement: ast.stmt) -> str:
    try:
        text = ast.unparse(statement).splitlines()[0][:60]
    except ValueError:  # an integer past the 4,300-digit limit
        text = type(statement).__name__
    return f"line {getattr(statement, 'lineno', '?')} `{text}`"


@_tree_mutation
def delete_statement(state: State, path: str, tree: ast.Module) -> str | None:
    places = statements(tree)
    if not places:
        return None
    body, index = state.rng.choice(places)
    removed = body.pop(index)
    note = ""
    if not body and body is not tree.body:
        if state.rng.random() < 0.85:
            body.append(ast.Pass())
        else:
            note = " (left the body empty: unparseable)"
    return f"deleted {_location(removed)}{note}"


@_tree_mutation
def duplicate_statement(state: State, path: str, tree: ast.Module) -> str | None:
    places = statements(tree)
    if not places:
        return None
    body, index = state.rng.choice(places)
    body.insert(index + 1, copy.deepcopy(body[index]))
    return f"duplicated {_location(body[index])}"


@_tree_mutation
def swap_statements(state: State, path: str, tree: ast.Module) -> str | None:
    places = statements(tree)
    if len(places) < 2:
        return None
    rng = state.rng
    body, i = rng.choice(places)
    if len(body) >= 2 and rng.random() < 0.6:  # two of the same body
        j = rng.choice([k for k in range(len(body)) if k != i])
        other = body
    else:  # anywhere: moves a statement into or out of a def, loop, class...
        other, j = rng.choice(places)
        if other is body and i == j:
            return None
        if _contains(body[i], other) or _contains(other[j], body):
            return None  # would put a statement inside itself
    a, b = body[i], other[j]
    body[i], other[j] = b, a
    return f"swapped {_location(a)} and {_location(b)}"


def _contains(statement: ast.stmt, body: list[ast.stmt]) -> bool:
    return any(
        getattr(node, field, None) is body
        for node in ast.walk(statement)
        for field in ("body", "orelse", "finalbody")
    )


@_tree_mutation
def move_statement(state: State, path: str, tree: ast.Module) -> str | None:
    places = statements(tree)
    if len(places) < 2:
        return None
    rng = state.rng
    body, index = rng.choice(places)
    statement = body[index]
    targets = [b for b in bodies(tree) if not _contains(statement, b)]
    target = rng.choice(targets)
    body.pop(index)
    if not body and body is not tree.body:
        body.append(ast.Pass())
    target.insert(rng.randint(0, len(target)), statement)
    return f"moved {_location(statement)}"


def _new_name(state: State, tree: ast.Module, old: str) -> str:
    rng = state.rng
    roll = rng.random()
    if roll < 0.3:
        return f"zz_{old}_{rng.randint(0, 99)}"
    if roll < 0.6:
        return rng.choice(
            state.names(tree)
        )  # a collision with another name of the file
    if roll < 0.75:
        return rng.choice(state.siblings(ENTRY))  # a module's name
    if roll < 0.97:
        return rng.choice(SPECIAL_NAMES)
    return rng.choice(KEYWORDS)


def _rename(state: State, path: str, tree: ast.Module, consistent: bool) -> str | None:
    rng = state.rng
    names = identifiers(tree)
    if not names:
        return None
    old = rng.choice(names)
    new = _new_name(state, tree, old)
    if new == old:
        return None
    places = occurrences(tree, old)
    if not places:
        return None
    if consistent:
        chosen = places
    else:
        count = rng.randint(1, max(1, len(places) - 1))
        chosen = rng.sample(places, count)
    for node, field, index in chosen:
        set_occurrence(node, field, index, new)
    return f"renamed {len(chosen)} of {len(places)} occurrences of {old!r} to {new!r}"


@_tree_mutation
def rename_consistently(state: State, path: str, tree: ast.Module) -> str | None:
    return _rename(state, path, tree, consistent=True)


@_tree_mutation
def rename_inconsistently(state: State, path: str, tree: ast.Module) -> str | None:
    return _rename(state, path, tree, consistent=False)


def rename_everywhere(state: State) -> str | None:
    """Rename a name in every file of the program (definitions and their imports)."""
    trees = {p: parse(d) for p, d in state.files.items()}
    trees = {p: t for p, t in trees.items() if t is not None}
    if not trees:
        return None
    try:
        names = sorted({n for t in trees.values() for n in identifiers(t)})
    except RecursionError:
        return None
    if not names:
        return None
    old = state.rng.choice(names)
    new = _new_name(state, trees[min(trees)], old)
    if new == old:
        return None
    changed = []
    for path, tree in trees.items():
        places = occurrences(tree, old)
        for node, field, index in places:
            set_occurrence(node, field, index, new)
        if places:
            data = unparse(tree)
            if data is None:
                return None
            changed.append((path, data))
    for path, data in changed:
        state.files[path] = data
    return f"renamed {old!r} to {new!r} in {', '.join(p for p, _ in changed)}"


@_tree_mutation
def insert_statement(state: State, path: str, tree: ast.Module) -> str | None:
    rng = state.rng
    template = rng.choice(INSERTIONS)
    code = state.fill(template, path, tree)
    try:
        new = ast.parse(code).body
    except SyntaxError:
        return None
    body = rng.choice(bodies(tree))
    index = rng.randint(0, len(body))
    body[index:index] = new
    where = "module level" if body is tree.body else "a nested body"
    return f"inserted `{code}` at {where}, index {index}"


@_tree_mutation
def insert_valid(state: State, path: str, tree: ast.Module) -> str | None:
    """Valid code (mostly), at module level or at the end of a def or class body."""
    rng = state.rng
    code = rng.choice(VALID_INSERTIONS)
    new = ast.parse(code).body
    definitions = [
        node
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
    ]
    if definitions and rng.random() < 0.3:
        definition = rng.choice(definitions)
        definition.body.extend(new)
        return f"appended `{code}` to {definition.name}"
    index = rng.randint(0, len(tree.body))
    tree.body[index:index] = new
    return f"inserted `{code}` at module level, index {index}"


WEIRD_CONSTANTS = [
    2**600,
    -(2**70),
    0,
    -1,
    float("inf"),
    float("nan"),
    -0.0,
    1j,
    "",
    "\x00",
    "\udcff",
    "\ud800\udc00",
    "é\u2028\r\n",
    "'\"\\",
    "x" * 5000,
    b"",
    b"\x80\xff",
    None,
    True,
    ...,
]


@_tree_mutation
def replace_constant(state: State, path: str, tree: ast.Module) -> str | None:
    constants = [node for node in ast.walk(tree) if isinstance(node, ast.Constant)]
    if not constants:
        return None
    node = state.rng.choice(constants)
    old = node.value
    node.value = state.rng.choice(WEIRD_CONSTANTS)
    return f"replaced the constant {old!r:.40} by {node.value!r:.40}"


@_tree_mutation
def insert_import_in_function(state: State, path: str, tree: ast.Module) -> str | None:
    rng = state.rng
    functions = [
        node
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
    ]
    if not functions:
        return None
    function = rng.choice(functions)
    sib = rng.choice(state.siblings(path))
    code = rng.choice(
        [
            f"import {sib}",
            f"from {sib} import *",
            f"from . import {sib}",
            f"from {sib} import {rng.choice(state.names(tree))}",
            f"import {module_name(path)}",
        ]
    )
    try:
        new = ast.parse(code).body
    except SyntaxError:  # `from . import pkg.sub`
        return None
    index = rng.randint(0, len(function.body))
    function.body[index:index] = new
    return f"inserted `{code}` into {function.name}, index {index}"


@_tree_mutation
def replace_expression(state: State, path: str, tree: ast.Module) -> str | None:
    """Replace an expression by a name, a constant or a starred/yield/await oddity."""
    rng = state.rng
    parents = [
        (node, field)
        for node in ast.walk(tree)
        for field, value in ast.iter_fields(node)
        if isinstance(value, ast.expr)
    ]
    if not parents:
        return None
    node, field = rng.choice(parents)
    name = rng.choice(state.names(tree))
    code = rng.choice(
        [
            name,
            "None",
            "...",
            "0",
            "-1",
            "''",
            "b'\\xff'",
            "1e309",
            "(yield)",
            "(await x)",
            f"(lambda: {name})()",
            f"({name} := 1)",
            f"__import__({rng.choice(state.siblings(path))!r})",
            "__name__",
            "f'{__name__!r:>{10}}'",
            "[*()]",
        ]
    )
    setattr(node, field, ast.parse(code, mode="eval").body)
    return f"replaced {type(node).__name__}.{field} by `{code}`"


# ---- byte-level mutations -----------------------------------------------------------------


def _byte_mutation(
    function: Callable[[State, str, bytes], bytes | str | None],
) -> Mutation:
    """`function` returns the new bytes, or (bytes, detail) as a tuple, or None."""

    def mutation(state: State) -> str | None:
        path = state.pick_file()
        result = function(state, path, state.files[path])
        if result is None:
            return None
        data, detail = result
        if data == state.files[path]:
            return None
        state.files[path] = data
        return f"{path}: {detail}"

    mutation.__name__ = function.__name__
    return mutation


@_byte_mutation
def delete_line(state: State, path: str, data: bytes):
    lines = data.splitlines(keepends=True)
    if not lines:
        return None
    index = state.rng.randrange(len(lines))
    removed = lines.pop(index)
    return b"".join(lines), f"deleted line {index + 1} {removed[:60]!r}"


@_byte_mutation
def truncate(state: State, path: str, data: bytes):
    if not data:
        return None
    size = state.rng.randrange(len(data))
    return data[:size], f"truncated to {size} of {len(data)} bytes"


@_byte_mutation
def empty_module(state: State, path: str, data: bytes):
    content = state.rng.choice([b"", b"\n", b"pass\n", b'"""docstring only"""\n'])
    return content, f"replaced by {content!r}"


@_byte_mutation
def invalid_utf8(state: State, path: str, data: bytes):
    rng = state.rng
    junk = rng.choice([b"\xff", b"\xc3", b"\xe2\x82", b"\x80\x80", b"\xed\xa0\x80"])
    where = rng.choice(["anywhere", "comment", "string"])
    if where == "comment":
        data = data + b"# " + junk + b"\n"
    elif where == "string":
        data = data + b"s = '" + junk + b"'\n"
    else:
        offset = rng.randint(0, len(data))
        data = data[:offset] + junk + data[offset:]
    return data, f"inserted {junk!r} ({where})"


@_byte_mutation
def coding_cookie(state: State, path: str, data: bytes):
    rng = state.rng
    cookie = rng.choice(COOKIES)
    text = decode(data)
    roll = rng.random()
    if roll < 0.3 and text is not None and b"latin-1" in cookie:
        # a faithful latin-1 file, with a non-ASCII character where possible
        try:
            body = (text + "s = 'é±°'\n").encode("latin-1")
        except UnicodeEncodeError:
            return None
        return cookie + body, f"re-encoded as latin-1 with {cookie!r}"
    if roll < 0.45:
        return b"\xef\xbb\xbf" + cookie + data, f"BOM + {cookie!r}"
    if roll < 0.6:
        lines = data.splitlines(keepends=True)
        lines.insert(min(2, len(lines)), cookie)  # line 3: ignored by Python
        return b"".join(lines), f"{cookie!r} as line 3"
    if roll < 0.75:
        return b"#!/usr/bin/env python3\n" + cookie + data, f"shebang + {cookie!r}"
    return cookie + data, f"prepended {cookie!r}"


@_byte_mutation
def special_bytes(state: State, path: str, data: bytes):
    rng = state.rng
    kind = rng.choice(
        [
            "nul",
            "crlf",
            "cr",
            "formfeed",
            "tab",
            "bom",
            "no-newline",
            "backslash",
            "u2028",
        ]
    )
    if kind == "nul":
        offset = rng.randint(0, len(data))
        return data[:offset] + b"\x00" + data[offset:], f"NUL byte at {offset}"
    if kind == "crlf":
        return data.replace(b"\n", b"\r\n"), "CRLF line endings"
    if kind == "cr":
        return data.replace(b"\n", b"\r"), "CR line endings"
    if kind == "formfeed":
        return b"\x0c" + data.replace(b"\n    ", b"\n\x0c    "), "form feeds"
    if kind == "tab":
        lines = data.splitlines(keepends=True)
        indented = [i for i, line in enumerate(lines) if line.startswith(b"    ")]
        if not indented:
            return None
        i = rng.choice(indented)
        lines[i] = b"\t" + lines[i][4:]
        return b"".join(lines), f"tab indent on line {i + 1}"
    if kind == "bom":
        return b"\xef\xbb\xbf" + data, "UTF-8 BOM"
    if kind == "no-newline":
        return data.rstrip(b"\n"), "no final newline"
    if kind == "backslash":
        return data + b"\\", "trailing backslash"
    return data + "x = 1\u2028y = 2\n".encode(), "U+2028 in code"


@_byte_mutation
def pragma_comment(state: State, path: str, data: bytes):
    rng = state.rng
    lines = data.splitlines(keepends=True)
    pragma = rng.choice(PRAGMAS).encode()
    if lines and rng.random() < 0.6:
        i = rng.randrange(len(lines))
        lines[i] = lines[i].rstrip(b"\r\n") + b"  " + pragma + b"\n"
        return b"".join(lines), f"{pragma!r} ending line {i + 1}"
    i = rng.randint(0, len(lines))
    lines.insert(i, pragma + b"\n")
    return b"".join(lines), f"{pragma!r} as line {i + 1}"


@_byte_mutation
def deep_expression(state: State, path: str, data: bytes):
    rng = state.rng
    depth = rng.choice([50, 250, 1000, 3000, 8000])  # Python compiles ~2900
    kind = rng.choice(["sum", "parens", "list", "call", "not"])
    if kind == "sum":
        expr = "+".join(["1"] * depth)
    elif kind == "parens":
        expr = "(" * depth + "1" + ")" * depth
    elif kind == "list":
        expr = "[" * depth + "]" * depth
    elif kind == "call":
        expr = "f(" * depth + ")" * depth
    else:
        expr = "not " * depth + "1"
    return data + f"\ndeep_ = {expr}\n".encode(), f"{kind} nested {depth} deep"


# ---- file-level mutations -----------------------------------------------------------------


def delete_file(state: State) -> str | None:
    others = [p for p in state.python_files() if p != ENTRY]
    if not others:
        return None
    path = state.rng.choice(others)
    del state.files[path]
    return f"deleted {path}"


def module_to_package(state: State) -> str | None:
    modules = [
        p for p in state.python_files() if p != ENTRY and not p.endswith("__init__.py")
    ]
    if not modules:
        return None
    path = state.rng.choice(modules)
    package = path[: -len(".py")] + "/__init__.py"
    if package in state.files:
        return None
    data = state.files[path]
    if state.rng.random() < 0.7:
        del state.files[path]
        state.files[package] = data
        return f"moved {path} to {package}"
    state.files[package] = b"print('the package wins')\n"
    return f"added {package} beside {path}"


def self_import(state: State) -> str | None:
    path = state.pick_file()
    own = module_name(path)
    line = state.rng.choice(
        [f"import {own}\n", f"from {own} import *\n", f"import {own} as _me\n"]
    )
    lines = state.files[path].splitlines(keepends=True)
    if lines and not lines[-1].endswith(b"\n"):
        lines[-1] += b"\n"
    index = state.rng.randint(0, len(lines))
    lines.insert(index, line.encode())
    state.files[path] = b"".join(lines)
    return f"{path}: self-import {line.strip()!r} as line {index + 1}"


def add_cycle(state: State) -> str | None:
    """Make module A import B, which imports A (top or bottom of each)."""
    rng = state.rng
    paths = state.python_files()
    if len(paths) < 2:
        a = paths[0]
        b = "cyc.py"
        state.files[b] = b"x = 1\n"
    else:
        a, b = rng.sample(paths, 2)
    details = []
    for path, other in ((a, b), (b, a)):
        other_name = module_name(other)
        line = rng.choice([f"import {other_name}", f"from {other_name} import *"])
        data = state.files[path]
        if data and not data.endswith(b"\n"):
            data += b"\n"
        if rng.random() < 0.5:
            data = line.encode() + b"\n" + data
        else:
            data = data + line.encode() + b"\n"
        state.files[path] = data
        details.append(f"{path}: {line}")
    return "cycle: " + "; ".join(details)


def add_shadowing_module(state: State) -> str | None:
    """A module named like a stdlib module, or like the entry, or with a bad name."""
    rng = state.rng
    name = rng.choice(
        [
            "random.py",
            "sys.py",
            "os/__init__.py",
            "main/__init__.py",
            "my-mod.py",
            "typing.py",
        ]
    )
    if name in state.files:
        return None
    state.files[name] = b"print('shadow', __name__)\nx = 1\n"
    importer = state.pick_file()
    module = name.removesuffix("/__init__.py").removesuffix(".py")
    line = f"import {module}\n" if "-" not in module else "import my_mod\n"
    state.files[importer] = line.encode() + state.files[importer]
    return f"added {name}, imported from {importer}"


MUTATIONS: list[tuple[Mutation, int]] = [
    (delete_statement, 8),
    (duplicate_statement, 4),
    (swap_statements, 5),
    (move_statement, 4),
    (rename_consistently, 5),
    (rename_inconsistently, 5),
    (rename_everywhere, 4),
    (insert_statement, 12),
    (insert_import_in_function, 4),
    (insert_valid, 10),
    (replace_constant, 4),
    (replace_expression, 5),
    (delete_line, 5),
    (truncate, 2),
    (empty_module, 2),
    (invalid_utf8, 2),
    (coding_cookie, 3),
    (special_bytes, 3),
    (pragma_comment, 3),
    (deep_expression, 1),
    (delete_file, 2),
    (module_to_package, 2),
    (self_import, 2),
    (add_cycle, 3),
    (add_shadowing_module, 1),
]


def make_mutant(case: str, seed: int) -> Mutant:
    original = load_case(case)
    rng = random.Random(f"{case}:{seed}")
    state = State(original, rng)
    count = rng.choices([1, 2, 3], weights=[5, 3, 2])[0]
    functions = [m for m, _ in MUTATIONS]
    weights = [w for _, w in MUTATIONS]
    names, details = [], []
    for _ in range(count):
        for _attempt in range(50):
            mutation = rng.choices(functions, weights)[0]
            detail = mutation(state)
            if detail is not None:
                names.append(mutation.__name__)
                details.append(f"{mutation.__name__}: {detail}")
                break
    return Mutant(case, seed, dict(state.files), original, tuple(names), tuple(details))


if __name__ == "__main__":  # python -m tests.fuzz.mutate CASE SEED FOLDER
    import sys

    case, seed, folder = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3])
    mutant = make_mutant(case, seed)
    write_files(mutant.files, folder)
    print(mutant.describe())

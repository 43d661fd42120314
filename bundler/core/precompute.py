"""Stage 3, precompute: evaluate `# bundle: precompute` tables at build time, embed literals.

The sources are imported in child processes (so a generator that hangs or crashes is reported
by table name and cannot disturb the build), twice, under two hash seeds: a table whose value
depends on hash randomisation would make builds differ, so it is an error. The value must be
plain data; each table is then emitted in the cheapest of its candidate encodings:

- `literal`: the value written as a Python literal;
- `bytes`: a flat list/tuple of ints in 0..255 as a bytes literal (`list(b'...')`);
- `base64`: a flat list/tuple of ints as fixed-width binary, `struct.unpack(..., b64decode(...))`.

The choice is made for every flat integer list inside the value (in lists, tuples and dict
values) by characters, with a fixed penalty for a decoding call; it must not depend on timing,
or builds would differ. A pragma argument forces one. Decode times are measured for the report.
"""

from __future__ import annotations

import ast
import base64
import marshal
import os
import struct
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from .errors import BundleError
from .inline import Inlined, Table
from .minify.printer.literals import bytes_literal, data_text, display
from .minify.trees import after_header
from .scopes import ModuleScopes

TIMEOUT_SECONDS = 120
HASH_SEEDS = ("0", "1")
DECODING_PENALTY_CHARACTERS = 10
MIN_ENCODED_ENTRIES = 16
STRUCT_CODES = (("B", 0, 1 << 8), ("H", 0, 1 << 16), ("I", 0, 1 << 32), ("Q", 0, 1 << 64),
                ("b", -(1 << 7), 1 << 7), ("h", -(1 << 15), 1 << 15), ("i", -(1 << 31), 1 << 31),
                ("q", -(1 << 63), 1 << 63))  # fmt: skip
DECODER_IMPORTS = {"struct": "struct", "b64decode": "base64"}

_CHILD = r"""
import importlib, marshal, sys
PLAIN = (int, float, bool, type(None), str, bytes, tuple, list, dict, set, frozenset)

def check(value, path):
    if type(value) not in PLAIN:
        raise TypeError(f"{path} is of type {type(value).__name__}")
    if isinstance(value, dict):
        for key, item in value.items():
            check(key, f"{path} key {key!r}")
            check(item, f"{path}[{key!r}]")
    elif isinstance(value, (tuple, list, set, frozenset)):
        for index, item in enumerate(value):
            check(item, f"{path}[{index}]")

values = {}
result = sys.stdout.buffer
sys.stdout = sys.stderr  # what the sources print must not mix with the result
for module_name, name in [tuple(line.split(" ")) for line in sys.stdin.read().split("\n") if line]:
    print(f"evaluating {module_name}.{name}", file=sys.stderr, flush=True)
    try:
        value = getattr(importlib.import_module(module_name), name)
    except SystemExit as exit:
        print(f"SystemExit: the sources called sys.exit({exit.code!r})", file=sys.stderr, flush=True)
        sys.exit(3)
    try:
        check(value, name)
    except TypeError as error:
        print(f"NOT PLAIN DATA: {error}", file=sys.stderr, flush=True)
        sys.exit(3)
    values[f"{module_name}.{name}"] = value
result.write(marshal.dumps(values))
"""


@dataclass(frozen=True)
class TableReport:
    name: str  # module.name as written in the sources
    entries: int
    literal_chars: int
    emitted_chars: int
    encoding: str
    decode_microseconds: float


def evaluate(
    root: Path, tables: list[Table], timeout: float = TIMEOUT_SECONDS
) -> dict[str, object]:
    """Values of the tables as the sources compute them, checked to be hash-seed independent."""
    if not tables:
        return {}
    request = "".join(f"{table.module} {table.name}\n" for table in tables)
    children = [
        subprocess.Popen(
            [sys.executable, "-c", _CHILD],
            cwd=root,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env={**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(root)},
        )
        for seed in HASH_SEEDS
    ]
    try:
        results = [_collect(child, request, tables, timeout) for child in children]
    finally:
        for child in children:  # one failed: the other must not outlive the build
            if child.poll() is None:
                child.kill()
                child.wait()
    first, second = results
    for table in tables:
        key = table.key
        try:
            differs = data_text(first[key]) != data_text(second[key])
        except ValueError as error:  # an int past Python's 4300-digit literal limit
            raise BundleError(
                f"{table.where}: {key} cannot be written: {error}"
            ) from None
        if differs:
            raise BundleError(
                f"{table.where}: table {key} differs between PYTHONHASHSEED={HASH_SEEDS[0]} and"
                f" {HASH_SEEDS[1]}: its generator depends on hash randomisation (iterating a set"
                " or dict of strings?)"
            )
    return first


def _collect(
    child: subprocess.Popen[bytes], request: str, tables: list[Table], timeout: float
) -> dict[str, object]:
    try:
        output, errors = child.communicate(request.encode(), timeout=timeout)
    except subprocess.TimeoutExpired:
        child.kill()
        _, errors = child.communicate()
        raise BundleError(
            f"{_culprit(errors, tables)}: generator did not finish within {timeout:g} s"
        ) from None
    if child.returncode != 0:
        detail = errors.decode(errors="replace").strip().splitlines()
        reason = detail[-1] if detail else f"exit status {child.returncode}"
        raise BundleError(
            f"{_culprit(errors, tables)}: table could not be computed: {reason}"
        )
    try:
        return marshal.loads(output)
    except (ValueError, EOFError, TypeError):
        raise BundleError(
            f"{_culprit(errors, tables)}: the table generator's output was unreadable"
        ) from None


def _culprit(errors: bytes, tables: list[Table]) -> str:
    started = [
        line
        for line in errors.decode(errors="replace").splitlines()
        if line.startswith("evaluating ")
    ]
    if not started:
        return "precompute"
    key = started[-1].removeprefix("evaluating ")
    table = next(table for table in tables if table.key == key)
    return f"{table.where}: {key}"


def _flat_ints(value: object) -> list[int] | None:
    if (
        isinstance(value, (list, tuple))
        and value
        and all(type(item) is int for item in value)
    ):
        return list(value)
    return None


def candidates(value: object) -> dict[str, str]:
    """Every encoding that applies to `value`, as expression text."""
    texts = {"literal": data_text(value)}
    numbers = _flat_ints(value)
    if numbers is None or len(numbers) < MIN_ENCODED_ENTRIES:
        return texts
    wrap = "list" if isinstance(value, list) else "tuple"
    low, high = min(numbers), max(numbers)
    if low >= 0 and high < 256:
        texts["bytes"] = f"{wrap}({bytes_literal(bytes(numbers))})"
    for code, minimum, limit in STRUCT_CODES:
        if low >= minimum and high < limit:
            packed = base64.b64encode(
                struct.pack(f"<{len(numbers)}{code}", *numbers)
            ).decode()
            unpack = f"struct.unpack('<{len(numbers)}{code}',b64decode('{packed}'))"
            texts["base64"] = unpack if wrap == "tuple" else f"list({unpack})"
            break
    return texts


def decode_microseconds(text: str) -> float:
    code = compile(text, "<table>", "eval")
    namespace = {"struct": struct, "b64decode": base64.b64decode}
    repeats = 5
    start = time.perf_counter()
    for _ in range(repeats):
        eval(code, namespace)
    return (time.perf_counter() - start) / repeats * 1e6


def cost(encoding: str, text: str) -> int:
    return len(text) + (0 if encoding == "literal" else DECODING_PENALTY_CHARACTERS)


def encode(value: object, forced: str | None) -> tuple[str, set[str]]:
    """Expression text for `value`: flat integer lists anywhere inside lists, tuples and dict
    values get the cheapest (or the forced) encoding; everything else is a literal."""
    if _flat_ints(value) is not None:
        texts = candidates(value)
        chosen = (
            forced
            if forced in texts
            else min(texts, key=lambda name: cost(name, texts[name]))
        )
        return texts[chosen], {chosen}
    if isinstance(value, (list, tuple)):
        parts = [encode(item, forced) for item in value]
        text = display(value, [text for text, _ in parts])
        return text, set().union(*(used for _, used in parts)) if parts else {"literal"}
    if isinstance(value, dict):
        parts = [(data_text(key), *encode(item, forced)) for key, item in value.items()]
        text = display(value, [f"{key}:{item}" for key, item, _ in parts])
        return text, (
            set().union(*(used for _, _, used in parts)) if parts else {"literal"}
        )
    return data_text(value), {"literal"}


def precompute(
    inlined: Inlined, root: Path, timeout: float = TIMEOUT_SECONDS
) -> tuple[Inlined, list[TableReport]]:
    values = evaluate(root, inlined.tables, timeout)
    # a decoder's import binds a module-level name: the program's own must not clash
    names_in_program = ModuleScopes(inlined.tree).module_names
    reports: list[TableReport] = []
    needed_imports: dict[str, str] = {}  # decoder name -> where a table needs it
    for table in inlined.tables:
        key = table.key
        value = values[key]
        try:
            text, used = encode(value, table.encoding)
        except ValueError as error:  # an int past Python's 4300-digit literal limit
            raise BundleError(
                f"{table.where}: {key} cannot be written: {error}"
            ) from None
        if table.encoding is not None and table.encoding not in used:
            raise BundleError(
                f"{table.where}: encoding {table.encoding!r} does not apply to {key}"
                " (it needs a flat list or tuple of integers in range)"
            )
        literal = data_text(value)
        expression = ast.parse(text, mode="eval").body
        for node in ast.walk(expression):
            if isinstance(node, ast.Name) and node.id in DECODER_IMPORTS:
                needed_imports.setdefault(node.id, table.where)
        if table.index is None:
            table.statement.value = ast.copy_location(expression, table.statement.value)
        else:
            unpacked = table.statement.value
            if not isinstance(unpacked, ast.Tuple):  # first name of `A, B = f()`
                width = len(table.statement.targets[0].elts)  # type: ignore[attr-defined]
                unpacked = ast.copy_location(
                    ast.Tuple([None] * width, ast.Load()), unpacked
                )
                table.statement.value = unpacked
            unpacked.elts[table.index] = expression
        entries = len(value) if hasattr(value, "__len__") else 1  # type: ignore[arg-type]
        reports.append(
            TableReport(
                key,
                entries,
                len(literal),
                len(text),
                "+".join(sorted(used)),
                decode_microseconds(text),
            )
        )
    _import_decoders(inlined, needed_imports, names_in_program)
    ast.fix_missing_locations(inlined.tree)
    return inlined, reports


def _import_decoders(inlined: Inlined, names: dict[str, str], taken: set[str]) -> None:
    """Decoders are referenced by fixed names: bind them, unless the program binds them
    already; `names` maps each to where a table needs it."""
    for name, where in sorted(names.items()):
        if _is_bound_to(inlined.tree, name):
            continue
        if name in taken:
            raise BundleError(
                f"{where}: the table decoder needs the module-level name {name!r},"
                " which the program binds to something else"
            )
        module = DECODER_IMPORTS[name]
        statement = (
            ast.Import([ast.alias(module)])
            if name == module
            else ast.ImportFrom(module, [ast.alias(name)], 0)
        )
        inlined.tree.body.insert(after_header(inlined.tree.body), statement)


def _is_bound_to(tree: ast.Module, name: str) -> bool:
    return any(
        isinstance(statement, (ast.Import, ast.ImportFrom))
        and any((a.asname or a.name) == name for a in statement.names)
        for statement in tree.body
    )

"""Stage 3, precompute: evaluate `# bundle: precompute` tables at build time, embed literals.

The sources are imported in child processes (so a generator that hangs or crashes is reported
by table name and cannot disturb the build), twice, under two hash seeds: a table whose value
depends on hash randomisation would make builds differ, so it is an error. The value must be
plain data; each table is then emitted in the cheapest of its candidate encodings
(`minify.encodings`, which the minifier's `encode_tables` shares):

- `literal`: the value written as a Python literal;
- `bytes`: a flat list/tuple of ints in 0..255 as a bytes literal (`list(b'...')`);
- `base64`: a flat list/tuple of ints as fixed-width binary, `struct.unpack(..., b64decode(...))`;
- `base32768`: 15 bits per character (`dense`): a flat list/tuple of ints of any width (as
  fixed-width binary, or packed at the bit width of its range), of fixed-point floats (ints
  and a scale), or a bytes value, through one decoder the bundle binds once.

The choice is made for every flat list and bytes value inside the value (in lists, tuples and
dict values; a large dict may be its keys and values zipped) by characters, with a fixed
penalty for a decoding call; `base32768` is used only when what it saves over the other
encodings pays for its decoder. It must not depend on
timing, or builds would differ. A pragma argument forces one. Decode times are measured for
the report.
"""

from __future__ import annotations

import ast
import base64
import dataclasses
import pickle
import os
import struct
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from . import dense
from .errors import BundleError
from .inline import Inlined, Table
from .minify.encodings import (
    DENSE,
    DENSE_DECODER_CHARACTERS,
    Encoded,
    bind_dense_decoder,
    content_bits,
    encode,
)
from .minify.printer.literals import data_text
from .minify.trees import after_header
from .scopes import ModuleScopes
from .nodes import walk

TIMEOUT_SECONDS = 120
HASH_SEEDS = ("0", "1")
DECODER_IMPORTS = {"struct": "struct", "b64decode": "base64"}
DENSE_DECODER_NAME = "dense_bytes"
# containers nested in one literal: Python's tokenizer allows 200 open brackets, and a
# value this deep is a chain, not a table (its walk through every stage stays shallow)
MAX_LITERAL_NESTING = 100

_CHILD = r"""
import ast, importlib, os, random, sys, tokenize
PLAIN = (int, float, bool, type(None), str, bytes, tuple, list, dict, set, frozenset)
MUTABLE = (list, dict, set)
ROOT = os.path.abspath(".")

def shown(value):
    # repr for comparing values: an int past 4,300 digits too, while the program's own
    # code keeps the interpreter's limit
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return repr(value)
    finally:
        sys.set_int_max_str_digits(limit)

def hash_is_fixed(value):
    if isinstance(value, tuple):
        return all(map(hash_is_fixed, value))
    return value is None or isinstance(value, (int, float, complex))

def check(value, path, seen):
    if type(value) not in PLAIN:
        raise TypeError(f"{path} is of type {type(value).__name__}")
    if isinstance(value, (set, frozenset)) and all(map(hash_is_fixed, value)):
        # written in its own order, a display must give that order back
        order = list(value)
        rebuilt = set(order)
        if list(rebuilt) != order or list(frozenset(rebuilt)) != order:
            raise TypeError(
                f"{path} iterates in an order that a set display of its items does not"
                " rebuild (the order its additions and removals left)"
            )
    if isinstance(value, MUTABLE):
        if id(value) in seen:
            raise TypeError(
                f"{path} is the same {type(value).__name__} as {seen[id(value)]}: a literal"
                " would make two (one change would no longer show in both)"
            )
        seen[id(value)] = path
    if isinstance(value, dict):
        for key, item in value.items():
            check(key, f"{path} key {shown(key)}", seen)
            check(item, f"{path}[{shown(key)}]", seen)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for index, item in enumerate(value):
            check(item, f"{path}[{index}]", seen)

def containers(value, found, depth=0):
    # ids of the mutable containers (and NaNs, whose identity `in` and `count` see) a
    # value reaches, through plain data and the attributes of objects
    if id(value) in found or depth > 50:
        return
    if isinstance(value, MUTABLE) or (isinstance(value, float) and value != value):
        found.add(id(value))
    if isinstance(value, dict):
        for key, item in value.items():
            containers(key, found, depth + 1)
            containers(item, found, depth + 1)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            containers(item, found, depth + 1)
    elif type(value) not in PLAIN and not isinstance(value, type) and hasattr(value, "__dict__"):
        try:
            attributes = dict(vars(value))
        except TypeError:
            return
        if type(value).__module__ in sys.modules and not isinstance(value, type(sys)):
            for item in attributes.values():
                containers(item, found, depth + 1)

def shared(module, line, value):
    # a table holding a container (or NaN) that a name its assignment reads holds too
    # (`T = [BASE, [4]]`, `FIRST = ROWS[0]`, `[NAN] * 8`): a literal would be a copy, and a
    # change through one would no longer show in the other (nor `is`, `in`, `count` agree)
    with tokenize.open(module.__file__) as stream:
        tree = ast.parse(stream.read())
    statement = next(
        node for node in tree.body
        if isinstance(node, ast.Assign) and node.lineno <= line <= node.end_lineno
    )
    inside = set()
    containers(value, inside)
    for name in sorted({n.id for n in ast.walk(statement.value) if isinstance(n, ast.Name)}):
        if name not in vars(module):
            continue
        read = set()
        containers(vars(module)[name], read)
        if read & inside:
            return f"it shares a list, dict, set or NaN with {module.__name__}.{name}"
    return None

def program_state():
    # what a computation could leave behind that the program can see: the data its
    # modules hold (random's global generator is checked apart)
    state = {}
    for module_name, module in list(sys.modules.items()):
        if not os.path.abspath(getattr(module, "__file__", None) or "/").startswith(ROOT):
            continue
        for key, value in list(vars(module).items()):
            if type(value) in PLAIN:
                state[f"{module_name}.{key}"] = shown(value)
    return state

def effects(module, name, line, value, before):
    # The assignment's value computed once more, from a known state (`before`: the
    # program's state now): what it changes is what the sources' run does and the
    # bundle's, which carries the value, would not. Returns (the change, the state after).
    with tokenize.open(module.__file__) as stream:
        tree = ast.parse(stream.read())
    statement = next(
        node for node in tree.body
        if isinstance(node, ast.Assign) and node.lineno <= line <= node.end_lineno
    )
    code = compile(ast.Expression(statement.value), module.__file__, "eval")
    saved = random.getstate()
    random.seed(0x5EED)
    planted = random.getstate()
    again = eval(code, vars(module))
    changed = [] if random.getstate() == planted else ["the random module's generator"]
    after = program_state()
    changed += sorted(key for key in after if after[key] != before.get(key))
    random.setstate(saved)
    if changed:
        return "computing it changes " + ", ".join(changed[:3]), after
    target = statement.targets[0]
    if isinstance(target, (ast.Tuple, ast.List)):  # `A, B = f()`: this name's part
        names = [getattr(element, "id", None) for element in target.elts]
        again = list(again)[names.index(name)]
    if shown(again) != shown(value):  # (pickled bytes depend on object identities)
        return (
            "computing it again gives another value (it depends on state, or the"
            " module changes it after the assignment)"
        ), after
    return None, after

values = {}
result = sys.stdout.buffer
sys.stdout = sys.stderr  # what the sources print must not mix with the result
requests = [line.split(" ") for line in sys.stdin.read().split("\n") if line]
for module_name, name, line in requests:
    print(f"evaluating {module_name}.{name}", file=sys.stderr, flush=True)
    try:
        value = getattr(importlib.import_module(module_name), name)
    except SystemExit as exit:
        print(f"SystemExit: the sources called sys.exit({exit.code!r})", file=sys.stderr, flush=True)
        sys.exit(3)
    try:
        check(value, name, {})
    except TypeError as error:
        print(f"NOT PLAIN DATA: {error}", file=sys.stderr, flush=True)
        sys.exit(3)
    values[f"{module_name}.{name}"] = value
for module_name, name, line in requests:
    print(f"evaluating {module_name}.{name}", file=sys.stderr, flush=True)
    found = shared(sys.modules[module_name], int(line), values[f"{module_name}.{name}"])
    if found:
        print(f"NOT PLAIN DATA: {found}: a literal would be a copy", file=sys.stderr, flush=True)
        sys.exit(3)
checked = set()
# effects do not depend on the hash seed (a value that does is refused anyway): the first
# seed's run looks for them, the other only computes
state = program_state() if sys.argv[1:] == ["effects"] else None
for module_name, name, line in requests if state is not None else ():
    if (module_name, line) in checked:
        continue
    checked.add((module_name, line))
    print(f"evaluating {module_name}.{name}", file=sys.stderr, flush=True)
    found, state = effects(
        sys.modules[module_name], name, int(line), values[f"{module_name}.{name}"], state
    )
    if found:
        print(
            f"AN EFFECT THE BUNDLE WOULD LOSE: {found}; the bundle carries the value and"
            " never runs the computation (compute it without effects, e.g. with a"
            " random.Random of its own, or drop the pragma)",
            file=sys.stderr,
            flush=True,
        )
        sys.exit(3)
import pickle  # (not marshal: it writes a set's items sorted, and its order is data)
result.write(pickle.dumps(values, protocol=4))
"""


@dataclass(frozen=True)
class TableReport:
    name: str  # module.name as written in the sources
    entries: int
    literal_chars: int
    emitted_chars: int
    encoding: str
    decode_microseconds: float
    bits_per_character: float | None  # the table's content bits per emitted character


def evaluate(
    root: Path, tables: list[Table], timeout: float = TIMEOUT_SECONDS
) -> tuple[dict[str, object], dict[str, str]]:
    """Values of the tables as the sources compute them, checked to be hash-seed
    independent, and {key: why} for the tables left to run-time computation: one that
    fails, hangs, is not plain data, has an effect the bundle would lose or depends on
    the hash seed. The bundle then runs its assignment as the sources do, so it stays
    faithful; the others are computed again without it."""
    left: dict[str, str] = {}
    remaining = list(tables)
    while remaining:
        try:
            return _evaluate(root, remaining, timeout), left
        except _TableFailed as failed:
            culprits = [failed.table] if failed.table else remaining
            for table in culprits:
                left[table.key] = f"{table.where}: {table.key}: {failed.reason}"
            remaining = [table for table in remaining if table not in culprits]
    return {}, left


class _TableFailed(Exception):
    def __init__(self, table: Table | None, reason: str) -> None:
        super().__init__(reason)
        self.table = table
        self.reason = reason


def _evaluate(root: Path, tables: list[Table], timeout: float) -> dict[str, object]:
    request = "".join(
        f"{table.module} {table.name} {table.where.rpartition(':')[2]}\n"
        for table in tables
    )
    children = [
        subprocess.Popen(
            [
                sys.executable,
                "-c",
                _CHILD,
                *(["effects"] if seed == HASH_SEEDS[0] else []),
            ],
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
            raise _TableFailed(table, f"cannot be written: {error}") from None
        if differs:
            raise _TableFailed(
                table,
                f"differs between PYTHONHASHSEED={HASH_SEEDS[0]} and {HASH_SEEDS[1]}:"
                " its generator depends on hash randomisation (iterating a set or dict"
                " of strings?)",
            )
        depth = nesting_depth(first[key])
        if depth > MAX_LITERAL_NESTING:
            raise _TableFailed(
                table,
                f"nests containers {depth} levels deep; a literal can nest at most"
                f" {MAX_LITERAL_NESTING} (Python's parser stops at 200 brackets)",
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
        raise _TableFailed(
            _culprit(errors, tables),
            f"its generator did not finish within {timeout:g} s",
        ) from None
    if child.returncode != 0:
        detail = errors.decode(errors="replace").strip().splitlines()
        reason = detail[-1] if detail else f"exit status {child.returncode}"
        raise _TableFailed(_culprit(errors, tables), f"could not be computed: {reason}")
    try:
        return pickle.loads(output)  # plain data only: the child checked every value
    except (pickle.UnpicklingError, ValueError, EOFError, TypeError):
        raise _TableFailed(
            _culprit(errors, tables), "its generator's output was unreadable"
        ) from None


def _culprit(errors: bytes, tables: list[Table]) -> Table | None:
    """The table the child was computing when it stopped (None: before the first)."""
    started = [
        line
        for line in errors.decode(errors="replace").splitlines()
        if line.startswith("evaluating ")
    ]
    if not started:
        return None
    key = started[-1].removeprefix("evaluating ")
    return next(table for table in tables if table.key == key)


def decode_microseconds(text: str, dense_decoder: str | None = None) -> float:
    code = compile(text, "<table>", "eval")
    namespace = {"struct": struct, "b64decode": base64.b64decode}
    if dense_decoder:
        namespace[dense_decoder] = eval(dense.DECODER)
    repeats = 5
    start = time.perf_counter()
    for _ in range(repeats):
        eval(code, namespace)
    return (time.perf_counter() - start) / repeats * 1e6


def choose_encodings(
    tables: list[Table], values: dict[str, object], dense_decoder: str
) -> list[Encoded]:
    """Each table's encoding. Base-32768 needs its decoder bound once: it is offered to
    every table together, and taken when a table forces it or when the characters it saves
    pay for the decoder; otherwise every table is encoded as if it did not exist."""
    without = [_encode_table(table, values[table.key], None) for table in tables]
    offered = [
        _encode_table(table, values[table.key], dense_decoder) for table in tables
    ]
    if any(table.encoding == DENSE for table in tables):
        return offered
    if not any(DENSE in encoded.used for encoded in offered):
        return without
    saved = sum(e.cost for e in without) - sum(e.cost for e in offered)
    return offered if saved > DENSE_DECODER_CHARACTERS else without


def precompute(
    inlined: Inlined, root: Path, timeout: float = TIMEOUT_SECONDS
) -> tuple[Inlined, list[TableReport], list[str]]:
    """The tables replaced by their values, a report per table, and a warning per table
    left to be computed at run time (see `evaluate`)."""
    values, left = evaluate(root, inlined.tables, timeout)
    inlined = dataclasses.replace(
        inlined, tables=[table for table in inlined.tables if table.key not in left]
    )
    # a decoder's import binds a module-level name: the program's own must not clash
    names_in_program = ModuleScopes(inlined.tree).module_names
    dense_decoder = _free_name(DENSE_DECODER_NAME, names_in_program)
    reports: list[TableReport] = []
    needed_imports: dict[str, str] = {}  # decoder name -> where a table needs it
    chosen = choose_encodings(inlined.tables, values, dense_decoder)
    for table, encoded in zip(inlined.tables, chosen):
        key = table.key
        value = values[key]
        text, used = encoded.text, encoded.used
        if table.encoding is not None and table.encoding not in used:
            raise BundleError(
                f"{table.where}: encoding {table.encoding!r} does not apply to {key}"
                " (it needs a flat list or tuple of integers in range"
                + (
                    ", of fixed-point floats, or bytes)"
                    if table.encoding == DENSE
                    else ")"
                )
            )
        literal = data_text(value)
        expression = ast.parse(text, mode="eval").body
        for node in walk(expression):
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
        bits = content_bits(value)
        reports.append(
            TableReport(
                key,
                entries,
                len(literal),
                len(text),
                "+".join(sorted(used)),
                decode_microseconds(text, dense_decoder if DENSE in used else None),
                bits / len(text) if bits else None,
            )
        )
    _import_decoders(inlined, needed_imports, names_in_program)
    if any(DENSE in encoded.used for encoded in chosen):
        bind_dense_decoder(inlined.tree, dense_decoder)
    ast.fix_missing_locations(inlined.tree)
    warnings = [
        f"{reason}; it is computed at run time, as in the sources"
        for reason in left.values()
    ]
    return inlined, reports, warnings


def nesting_depth(value: object) -> int:
    """How many containers deep `value` goes (a leaf is 0), without recursion."""
    deepest = 0
    pending = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, dict):
            children = [*item.keys(), *item.values()]
        elif isinstance(item, (tuple, list, set, frozenset)):
            children = list(item)
        else:
            deepest = max(deepest, depth)
            continue
        deepest = max(deepest, depth + 1)
        pending.extend((child, depth + 1) for child in children)
    return deepest


def _encode_table(table: Table, value: object, dense_decoder: str | None) -> Encoded:
    try:
        return encode(value, table.encoding, dense_decoder)
    except ValueError as error:  # an int past Python's 4300-digit literal limit
        raise BundleError(
            f"{table.where}: {table.key} cannot be written: {error}"
        ) from None


def _free_name(name: str, taken: set[str]) -> str:
    """`name`, or the first of `name_2`, `name_3`, ... the program does not bind."""
    candidate, number = name, 1
    while candidate in taken:
        number += 1
        candidate = f"{name}_{number}"
    return candidate


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

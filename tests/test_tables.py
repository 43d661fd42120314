"""Every precomputed table in every bundle in dist/ equals what the sources compute, exactly
(types included). The bundle's name for each table comes from its source map."""

import json
import math
import subprocess
import sys

import pytest

from tests.project import ARENAS, ROOT

# Runs the bundle's module code on empty input (its bot exits at end of input), then prints
# the requested globals with marshal, which round-trips exactly the plain-data types tables use.
BUNDLE_VALUES = """
import marshal, sys
path, names = sys.argv[1], sys.argv[2:]
namespace = {"__name__": "__main__"}
try:
    exec(compile(open(path).read(), path, "exec"), namespace)
except SystemExit:
    pass
sys.stdout.buffer.write(marshal.dumps([namespace[name] for name in names]))
"""

SOURCE_VALUES = """
import importlib, marshal, sys
values = []
for key in sys.argv[1:]:
    module, _, name = key.rpartition(".")
    values.append(getattr(importlib.import_module(module), name))
sys.stdout.buffer.write(marshal.dumps(values))
"""


def exactly_equal(left, right) -> bool:
    if type(left) is not type(right):
        return False
    if isinstance(left, float):
        return left == right or (math.isnan(left) and math.isnan(right))
    if isinstance(left, (list, tuple)):
        return len(left) == len(right) and all(map(exactly_equal, left, right))
    if isinstance(left, dict):
        return list(left) == list(right) and all(
            exactly_equal(left[k], right[k]) for k in left
        )
    return left == right


def marshalled(script: str, *args: str) -> list:
    run = subprocess.run(
        [sys.executable, "-c", script, *args],
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr.decode()
    import marshal

    return marshal.loads(run.stdout)


@pytest.mark.parametrize("name", sorted(ARENAS))
def test_bundle_tables_equal_source_tables(name):
    arena = ARENAS[name]
    tables = json.loads((arena.output.parent / f"{arena.output.name}.map").read_text())[
        "tables"
    ]
    keys = list(tables)
    assert keys, "every arena precomputes at least one table"
    bundle = marshalled(
        BUNDLE_VALUES, str(arena.output), *(tables[key] for key in keys)
    )
    sources = marshalled(SOURCE_VALUES, *keys)
    for key, bundled, computed in zip(keys, bundle, sources):
        assert exactly_equal(bundled, computed), key


def test_exact_equality_sees_types():
    assert not exactly_equal([1, 2], (1, 2))
    assert not exactly_equal({"a": 1, "b": 2}, {"b": 2, "a": 1})
    assert not exactly_equal([True], [1])
    assert exactly_equal({1: (2.5, frozenset({3}))}, {1: (2.5, frozenset({3}))})

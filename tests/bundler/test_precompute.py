import ast
import base64
import struct

import pytest

from bundler.core.errors import BundleError
from bundler.core.inline import inline
from bundler.core.minify.printer.literals import data_text
from bundler.core.minify.encodings import candidates
from bundler.core.precompute import precompute
from bundler.core.resolve import resolve

VALUES = [
    [0, 1, 2, 255, 7, 13] * 3,
    (1 << 63, 5, 0) * 6,
    [-(1 << 40), 3] * 8,
    {"a": (1, 2.5), 3: None, (1, 2): frozenset({"x", "y"})},
    {frozenset(), frozenset({1})},
    [float("inf"), -0.0, 1e-300, True, b"\x00\xff", "é\n"],
    set(),
]


@pytest.mark.parametrize("value", VALUES, ids=range(len(VALUES)))
def test_every_encoding_decodes_to_the_value(value):
    for encoding, text in candidates(value).items():
        decoded = eval(text, {"struct": struct, "b64decode": base64.b64decode})
        assert decoded == value and type(decoded) is type(value), encoding


def test_sets_are_written_in_a_canonical_order_or_their_own():
    # a string's hash changes with the hash seed: sorted; a number's does not: its order
    assert data_text({"b", "a", "c"}) == "{'a','b','c'}"
    assert data_text(frozenset({3, 1})) == "frozenset({1,3})"
    collided = set()
    for value in (8, 0, 16):
        collided.add(value)
    assert data_text(collided) == "{8,0,16}" and list(eval("{8,0,16}")) == [8, 0, 16]


def test_a_precomputed_set_keeps_the_order_it_was_built_in(tree):
    root = table_program(
        tree,
        "TABLE = build()  # bundle: precompute",
        "def build():\n    s = set()\n    for v in (8, 0, 16):\n        s.add(v)\n    return s\n",
    )
    inlined, _ = build_tables(root)
    namespace = {}
    exec(
        compile(ast.Module([*inlined.tree.body[:-1]], []), "<test>", "exec"), namespace
    )
    assert list(namespace["TABLE"]) == [8, 0, 16]


def table_program(tree, table_line, extra=""):
    return tree(
        {
            "app/__init__.py": "",
            "app/tables.py": f"import random\n{extra}\ndef make():\n    return list(range(300))\n{table_line}\n",
            "app/__main__.py": "from .tables import TABLE\nprint(len(TABLE))\n",
        }
    )


def build_tables(root, timeout=60):
    inlined, reports, warnings = precompute(
        inline(resolve(root, "app.__main__")), root, timeout=timeout
    )
    assert not warnings, warnings
    return inlined, reports


def left_to_run_time(root, timeout=60):
    """The warnings of a build whose one table stays an assignment run at run time."""
    inlined, reports, warnings = precompute(
        inline(resolve(root, "app.__main__")), root, timeout=timeout
    )
    assert not reports and not inlined.tables
    (table,) = [s for s in inlined.tree.body if isinstance(s, ast.Assign)]
    assert not isinstance(table.value, ast.Constant | ast.List)  # as written
    return warnings


def test_table_is_replaced_by_its_value(tree):
    root = table_program(tree, "TABLE = make()  # bundle: precompute")
    inlined, reports = build_tables(root)
    assignment = next(s for s in inlined.tree.body if isinstance(s, ast.Assign))
    namespace = {}
    exec(
        compile(ast.Module([*inlined.tree.body[:-1]], []), "<test>", "exec"), namespace
    )
    assert namespace["TABLE"] == list(range(300))
    assert not any(
        isinstance(n, ast.Call) and getattr(n.func, "id", "") == "make"
        for n in ast.walk(assignment)
    )
    assert reports[0].name == "app.tables.TABLE" and reports[0].entries == 300


def test_unpacking_assignment_gives_one_table_per_name(tree):
    root = table_program(tree, "TABLE, OTHER = make(), {'a': 1}  # bundle: precompute")
    inlined, reports = build_tables(root)
    namespace = {}
    exec(
        compile(ast.Module([*inlined.tree.body[:-1]], []), "<test>", "exec"), namespace
    )
    assert namespace["TABLE"] == list(range(300)) and namespace["OTHER"] == {"a": 1}
    assert [report.name for report in reports] == [
        "app.tables.TABLE",
        "app.tables.OTHER",
    ]


def test_forced_encoding_is_used(tree):
    root = table_program(tree, "TABLE = make()  # bundle: precompute base64")
    _, reports = build_tables(root)
    assert reports[0].encoding == "base64"


@pytest.mark.parametrize(
    "table_line, extra, message",
    [
        ("TABLE = object()  # bundle: precompute", "", "TABLE is of type object"),
        (
            "TABLE = 1 // 0  # bundle: precompute",
            "",
            "tables.py:5: app.tables.TABLE: could not be computed: ZeroDivisionError",
        ),
        (
            "TABLE = [hash(s) % 7 for s in 'abcdefgh']  # bundle: precompute",
            "",
            "depends on hash randomisation",
        ),
        (  # what additions and removals left: a display would iterate otherwise
            "TABLE = churn()  # bundle: precompute",
            "def churn():\n    s = {0, 1, 2}\n    s -= {0, 1}\n    s.add(100)\n"
            "    s.add(132)\n    return s\n",
            "does not rebuild",
        ),
        (
            "TABLE = chain()  # bundle: precompute",
            "def chain():\n    c = None\n    for i in range(300):\n        c = [c]\n"
            "    return c\n",
            "nests containers 300 levels deep",
        ),
        (
            "TABLE = make()  # bundle: precompute\nTABLE.append(0)",
            "",
            "computing it again gives another value",
        ),
    ],
)
def test_tables_that_cannot_be_computed_are_left_to_run_time(
    tree, table_line, extra, message
):
    # the bundle then runs the assignment as the sources do: faithful, and said
    root = table_program(tree, table_line, extra)
    (warning,) = left_to_run_time(root)
    assert message in warning and "computed at run time, as in the sources" in warning


@pytest.mark.parametrize(
    "table_line, extra, message",
    [
        (
            "TABLE = make()  # bundle: precompute zip",
            "",
            "tables.py:5: unknown encoding 'zip'",
        ),
        ("TABLE = make()  # bundle: precomptue", "", "tables.py:5: unknown pragma"),
        (
            "TABLE = OTHER = 1  # bundle: precompute",
            "",
            "tables.py:5: 'bundle: precompute' needs a module-level `NAME = value`",
        ),
        (
            "TABLE = [1.5]  # bundle: precompute bytes",
            "",
            "encoding 'bytes' does not apply",
        ),
        (
            "TABLE = 1",
            "def f():\n    x = 1  # bundle: precompute\n",
            "tables.py:3: 'bundle: precompute' must end a module-level statement",
        ),
    ],
)
def test_misplaced_or_mistyped_markers_are_errors(tree, table_line, extra, message):
    root = table_program(tree, table_line, extra)
    with pytest.raises(BundleError) as raised:
        build_tables(root)
    assert message in str(raised.value)


def test_one_table_left_to_run_time_leaves_the_others_computed(tree):
    root = table_program(
        tree,
        "TABLE = make()  # bundle: precompute\nBAD = object()  # bundle: precompute\n"
        "LATE = [3] * 20  # bundle: precompute",
    )
    inlined, reports, warnings = precompute(inline(resolve(root, "app.__main__")), root)
    assert [report.name for report in reports] == [
        "app.tables.TABLE",
        "app.tables.LATE",
    ]
    (warning,) = warnings
    assert "tables.py:6: app.tables.BAD:" in warning


def test_a_hanging_generator_is_stopped_and_named(tree):
    root = table_program(
        tree, "TABLE = [n for n in iter(int, 1)]  # bundle: precompute"
    )
    (warning,) = left_to_run_time(root, timeout=2)
    assert "app.tables.TABLE: its generator did not finish within 2 s" in warning

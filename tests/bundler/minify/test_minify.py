"""The minify stage as the pipeline calls it: interface, line origins, modes, stability."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bundler.core import minify
from bundler.core.minify import (
    MinifyError,
    MinifyOptions,
    Pass,
    minify_source,
    minify_tree,
)

# nothing uses these: keep them, so that every line shape stays in the output
PROGRAM = MinifyOptions(
    mode="program", fixed_names=frozenset({"os", "other", "x", "y"})
)
SOURCE = """import os


def grow(value):
    bigger = value + 1
    if bigger:
        return bigger
    return 0


@staticmethod
def other():
    pass
print(grow(1))
x = 1; y = 2
"""


def test_line_origins_name_the_input_line_of_each_output_line() -> None:
    minified = minify_source(SOURCE, PROGRAM)
    assert minified.text.splitlines() == [
        "import os",
        "def a(b):",
        " a=b+1",
        " if a:return a",
        " return 0",
        "@staticmethod",
        "def other():0",
        "print(a(1));x=1;y=2",
    ]
    assert minified.line_origins == [1, 4, 5, 6, 8, 11, 12, 14]


def test_library_mode_keeps_public_names_and_signatures() -> None:
    text = minify_source(SOURCE, MinifyOptions(mode="library")).text
    assert "def grow(value):" in text and "def other():" in text


def test_pretty_formats_with_black_and_maps_top_level_statements() -> None:
    minified = minify_source(
        SOURCE,
        MinifyOptions(mode="program", pretty=True, fixed_names=PROGRAM.fixed_names),
    )
    lines = minified.text.splitlines()
    assert lines[3:5] == ["def grow(value):", "    bigger = value + 1"]
    assert minified.line_origins[3:8] == [4] * 5
    assert lines[-2:] == ["x = 1", "y = 2"] and minified.line_origins[-2:] == [15, 15]
    assert len(minified.line_origins) == len(lines)


def test_tree_built_without_source_text() -> None:
    """Synthetic nodes have no locations; precomputed constants can be negative or tuples."""
    table = ast.Constant(value=(-1, 2.5, "x", (None, -0.0)))
    tree = ast.Module(
        body=[
            ast.Assign(targets=[ast.Name("table", ast.Store())], value=table),
            ast.Expr(
                ast.Call(
                    ast.Name("print", ast.Load()), [ast.Name("table", ast.Load())], []
                )
            ),
        ],
        type_ignores=[],
    )
    minified = minify_tree(tree, PROGRAM)
    assert minified.text == "a=-1,2.5,'x',(None,-0.);print(a)\n"
    assert minified.line_origins == [0]
    assert not hasattr(tree.body[0], "lineno"), "the caller's tree is left untouched"


def test_input_tree_is_not_modified() -> None:
    tree = ast.parse(SOURCE)
    before = ast.dump(tree, include_attributes=True)
    minify_tree(tree, PROGRAM)
    assert ast.dump(tree, include_attributes=True) == before


@pytest.mark.parametrize("mode", ["program", "library"])
def test_minifying_twice_changes_nothing_more(mode: str) -> None:
    source = (Path(ast.__file__).parent / "textwrap.py").read_text()
    options = MinifyOptions(mode=mode)
    once = minify_source(source, options).text
    assert minify_source(once, options).text == once


def test_output_is_identical_under_different_hash_seeds() -> None:
    script = (
        "import sys; from pathlib import Path; from bundler.core.minify import *; "
        "source = Path(sys.argv[1]).read_text(); "
        "sys.stdout.write(minify_source(source, MinifyOptions(mode='program')).text)"
    )
    module = str(Path(ast.__file__).parent / "difflib.py")
    outputs = set()
    for seed in ("1", "2"):
        environment = {**os.environ, "PYTHONHASHSEED": seed}
        completed = subprocess.run(
            [sys.executable, "-c", script, module],
            env=environment,
            capture_output=True,
            text=True,
            check=True,
            cwd=Path(__file__).parents[3],
        )
        outputs.add(completed.stdout)
    assert len(outputs) == 1


def test_command_writes_output_and_enforces_size_limit(tmp_path: Path) -> None:
    source = tmp_path / "module.py"
    source.write_text(SOURCE)
    output = tmp_path / "out.py"
    root = Path(__file__).parents[3]
    command = [
        sys.executable,
        "-m",
        "bundler",
        "minify",
        str(source),
        "-o",
        str(output),
    ]
    completed = subprocess.run(command, cwd=root, capture_output=True, text=True)
    assert completed.returncode == 0, completed.stderr
    assert "def grow(value):" in output.read_text()
    limited = subprocess.run(
        command + ["--mode", "program", "--size-limit", "10"],
        cwd=root,
        capture_output=True,
        text=True,
    )
    assert limited.returncode == 1 and "exceeds the limit 10" in limited.stderr
    assert (
        "def grow(value):" in output.read_text()
    ), "a failed run leaves the old output"


def test_unguarded_run_gives_the_same_output() -> None:
    options = MinifyOptions(
        mode="program", fixed_names=PROGRAM.fixed_names, guard_passes=False
    )
    assert minify_source(SOURCE, options).text == minify_source(SOURCE, PROGRAM).text


def _emptying_pass(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    tree.body[1].body.clear()  # `def grow():` with no body cannot compile
    return tree


def _constant_changing_pass(tree: ast.Module, options: MinifyOptions) -> ast.Module:
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and node.value == 1:
            node.value = 2
    return tree


@pytest.mark.parametrize(
    "broken, message",
    [
        (
            Pass("emptying", _emptying_pass),
            "after emptying: the tree no longer compiles",
        ),
        (
            Pass("renamer", _constant_changing_pass, keeps_shape=True),
            "pass renamer changed the program's structure",
        ),
    ],
)
def test_guards_catch_a_broken_pass(
    broken: Pass, message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(minify, "PASSES", [broken])
    with pytest.raises(MinifyError, match=message):
        minify_source(SOURCE, PROGRAM)


def test_round_trip_guard_catches_a_wrong_emitter(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(minify, "emit_compact", lambda tree: ("x=1\n", [1]))
    with pytest.raises(MinifyError, match="parses back to a different tree"):
        minify_source(SOURCE, PROGRAM)


def test_long_operator_chains_nest_deeper_than_the_default_recursion_limit() -> None:
    source = "y = 1\nx = " + " + ".join(["y"] * 800) + "\nprint(x)\n"
    run = subprocess.run(
        [sys.executable, "-c", minify_source(source, PROGRAM).text],
        capture_output=True,
        text=True,
    )
    assert run.stdout == "800\n", run.stderr

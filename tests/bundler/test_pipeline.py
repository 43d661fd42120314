"""End to end: the `bundle` command, atomic writes, determinism, verification, source maps."""

import json
import re
import os
import subprocess
import sys

import pytest

from bundler.commands.traceback import rewrite
from bundler.core import pipeline
from bundler.core.errors import BehaviourDiffers, BundleError
from bundler.core.options import Options
from bundler.core.pipeline import BuildSpec
from tests.project import ROOT
from bundler.core.verify import utf16_length, verify

from .conftest import run_python

_minify_options = pipeline.minify_options
from .test_inline import BAD_PROGRAMS, PROGRAMS


def bundler(*args, env=None):
    return subprocess.run(
        [sys.executable, "-m", "bundler", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        timeout=120,
    )


@pytest.mark.parametrize("style", ["compact", "pretty"])
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_bundle_behaves_like_sources(tree, tmp_path, name, style):
    root = tree(PROGRAMS[name])
    output = tmp_path / "out" / "bundle.py"
    flags = ["--pretty"] if style == "pretty" else []
    built = bundler(
        "bundle", "app.__main__", "--root", str(root), "-o", str(output), *flags
    )
    assert built.returncode == 0, built.stderr
    expected = run_python(["-m", "app"], cwd=root)
    got = run_python(["-I", str(output)], cwd=tmp_path)
    assert got.stdout == expected.stdout, got.stderr


def test_bundle_and_map_get_the_mode_of_a_normally_created_file(tree, tmp_path):
    root = tree(PROGRAMS[sorted(PROGRAMS)[0]])
    output = tmp_path / "bundle.py"
    built = bundler("bundle", "app.__main__", "--root", str(root), "-o", str(output))
    assert built.returncode == 0, built.stderr
    plain = tmp_path / "plain.txt"
    plain.write_text("")
    for path in (output, tmp_path / "bundle.py.map"):
        assert path.stat().st_mode == plain.stat().st_mode


@pytest.mark.parametrize("case", sorted(BAD_PROGRAMS))
def test_failed_build_is_one_line_and_leaves_output_untouched(tree, tmp_path, case):
    files, location, _ = BAD_PROGRAMS[case]
    root = tree(files)
    output = tmp_path / "bundle.py"
    output.write_text("previous build\n")
    # the flat layout refuses what it cannot express; `auto` would use module objects
    built = bundler(
        "bundle",
        "app.__main__",
        "--root",
        str(root),
        "-o",
        str(output),
        "--layout",
        "flat",
    )
    assert built.returncode != 0
    assert location in built.stderr and len(built.stderr.strip().splitlines()) == 1
    assert output.read_text() == "previous build\n"
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == ["bundle.py"]


DIGEST_SCRIPT = """
import hashlib
from bundler.core.pipeline import BuildSpec, build, source_map_text
from tests.project import ARENAS, ROOT
for arena in ARENAS.values():
    result = build(BuildSpec(arena.name, ROOT, arena.entry, arena.template, arena.size_limit))
    print(arena.name, hashlib.sha256((result.text + source_map_text(result)).encode()).hexdigest())
"""


def test_every_arena_builds_byte_identical_under_different_hash_seeds():
    runs = [
        subprocess.run(
            [sys.executable, "-c", DIGEST_SCRIPT],
            cwd=ROOT,
            capture_output=True,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
            timeout=300,
        )
        for seed in ("1", "2")
    ]
    assert runs[0].returncode == 0, runs[0].stderr
    assert runs[0].stdout == runs[1].stdout
    assert len(runs[0].stdout.splitlines()) == 5


def test_traceback_maps_bundle_lines_to_sources(tree, tmp_path):
    root = tree(
        {
            "app/__init__.py": "",
            "app/helpers.py": "def fail(x):\n    y = x + 1\n    raise ValueError(y)\n",
            "app/__main__.py": "import sys\nfrom .helpers import fail\nif sys.stdin.read():\n    fail(1)\n",
        }
    )
    output = tmp_path / "bundle.py"
    assert (
        bundler(
            "bundle", "app.__main__", "--root", str(root), "-o", str(output)
        ).returncode
        == 0
    )
    crashed = run_python([str(output)], cwd=tmp_path, stdin="crash")
    source_map = json.loads((tmp_path / "bundle.py.map").read_text())
    mapped = rewrite(crashed.stderr, source_map)
    # Compact output puts a small function on one line: the frame maps to the statement that
    # starts that bundle line.
    assert re.search(
        r'File "app/helpers.py", line [123] \[bundle line \d+\]', mapped
    ), mapped
    assert re.search(
        r'File "app/__main__.py", line [34] \[bundle line \d+\]', mapped
    ), mapped

    # the renamed function shows under its source name
    assert re.search(r"line \d+ \[bundle line \d+\], in fail$", mapped, re.M), mapped


def test_traceback_maps_embedded_modules_and_renamed_names(tree, tmp_path):
    """The modules layout (a module used as a value): frames of an embedded module map
    through its own line table."""
    root = tree(
        {
            "app/__init__.py": "",
            "app/helpers.py": "def fail(x):\n    y = x + 1\n\n    raise ValueError(y)\n",
            "app/__main__.py": (
                "import sys\nfrom . import helpers\nTABLE = {'h': helpers}\n"
                "if sys.stdin.read() == 'a':\n    TABLE['h'].fail(1)\n"
            ),
        }
    )
    output = tmp_path / "bundle.py"
    built = bundler("bundle", "app.__main__", "--root", str(root), "-o", str(output))
    assert built.returncode == 0 and "modules layout" in built.stdout, built.stdout
    source_map = json.loads((tmp_path / "bundle.py.map").read_text())
    crashed = run_python([str(output)], cwd=tmp_path, stdin="a")
    mapped = rewrite(crashed.stderr, source_map)
    # compact output may put the function on one line: its frame maps to the def
    assert re.search(r'File "app/helpers.py", line [14] \[embedded line 1\]', mapped), (
        crashed.stderr + mapped
    )


@pytest.mark.parametrize(
    "text, message",
    [
        ("import numpy\n", "not in the standard library"),
        ("from . import x\n", "relative import"),
        ("x = (\n", "does not compile"),
        ("raise SystemError('boom')\n", "fails on empty input"),
        ("x = '" + "a" * 200 + "'\n", "over the limit"),
    ],
)
def test_verify_rejects(text, message):
    with pytest.raises(BundleError, match=message):
        verify(text, size_limit=100, label="case")


def test_size_counts_utf16_code_units():
    assert utf16_length("aé€😀") == 5


def test_a_script_bundles_with_its_sibling_modules(tree, tmp_path):
    root = tree(
        {
            "bots/helper.py": "def greet():\n    return 'hello from helper'\n",
            "bots/bot.py": "from helper import greet\nprint(greet())\n",
        }
    )
    output = tmp_path / "out.py"
    built = bundler("bundle", str(root / "bots" / "bot.py"), "-o", str(output))
    assert built.returncode == 0, built.stderr
    assert run_python(["-I", str(output)], cwd=tmp_path).stdout == "hello from helper\n"


def _source_run(tree, text):
    root = tree({"main.py": text})
    return [sys.executable, "-B", "-s", str(root / "main.py")], root


@pytest.mark.parametrize(
    "bundle_text, message",
    [
        (
            "print('a')\nprint('c')\n",
            r"prints 'c' at output line 2 where the sources print 'b'",
        ),
        ("print('a')\n", "prints nothing at output line 2"),
        ("print('a')\nprint('b')\nraise SystemExit(3)\n", "exits with status 3"),
    ],
)
def test_verify_compares_the_run_with_the_sources(tree, bundle_text, message):
    source_run = _source_run(tree, "print('a')\nprint('b')\n")
    with pytest.raises(BehaviourDiffers, match=message):
        verify(bundle_text, size_limit=1000, label="case", source_run=source_run)
    # a lossy build may print other names: the difference is a note, not an error
    notes = verify(
        bundle_text, 1000, "case", source_run=source_run, faithful=False
    ).warnings
    assert len(notes) == 1 and re.search(message, notes[0])


@pytest.mark.parametrize(
    "text",
    [
        "import time\nprint(time.perf_counter_ns())\n",  # another value every run
        "print(id(object()) % 1000003)\n",
        "import os\nprint(os.getpid())\n",
    ],
)
def test_verify_does_not_compare_with_sources_that_vary_between_runs(tree, text):
    source_run = _source_run(tree, text)
    assert verify("print(1)\n", 1000, "case", source_run=source_run).warnings == ()


def test_verify_runs_both_with_one_hash_seed_from_an_empty_folder(tree):
    text = "import os\nprint(sorted(os.listdir('.')), list({'a', 'b', 'c', 'd'}))\nopen('x', 'w')\n"
    verify(text, 1000, "case", source_run=_source_run(tree, text))


def test_a_bundle_that_runs_differently_is_rebuilt_with_every_module_as_written(
    tree, tmp_path, monkeypatch
):
    """Something no observation channel foresaw (here: minify options that rename a
    function whose name the program prints) shows in verification; the build then keeps every
    module as written, which behaves like the sources, and says why."""
    root = tree(
        {
            "main.py": "from shapes import area\nprint(area.__name__, area(3))\n",
            "shapes.py": "def area(side):\n    return side * side\n",
        }
    )
    lossy = Options(lossy=True, keep_asserts=True)
    monkeypatch.setattr(
        pipeline,
        "minify_options",
        lambda options, observations: _minify_options(lossy, observations),
    )
    result = pipeline.build(
        BuildSpec(name="case", root=root, entry="main", size_limit=10**6)
    )
    assert result.layout == "modules"
    assert any("output line 1" in reason for reason in result.layout_reasons)
    bundle = tmp_path / "bundle.py"
    bundle.write_text(result.text)
    assert run_python([str(bundle)], cwd=tmp_path).stdout == "area 9\n"


def test_a_layout_asked_for_fails_with_the_difference(tree, monkeypatch):
    root = tree(
        {
            "main.py": "from shapes import area\nprint(area.__name__, area(3))\n",
            "shapes.py": "def area(side):\n    return side * side\n",
        }
    )
    monkeypatch.setattr(
        pipeline,
        "minify_options",
        lambda options, observations: _minify_options(
            Options(lossy=True), observations
        ),
    )
    with pytest.raises(BehaviourDiffers, match="output line 1"):
        pipeline.build(
            BuildSpec(
                name="case",
                root=root,
                entry="main",
                size_limit=10**6,
                options=Options(layout="flat"),
            )
        )


def test_a_flat_bundle_that_runs_differently_is_rebuilt_as_modules(tree, tmp_path):
    # how deep a module's code runs is no channel the layout knows: the flat bundle runs
    # the import's code frames shallower, verification sees it, and module objects (no
    # source kept as written) give the sources' depth back
    root = tree(
        {
            "main.py": "import sys\nsys.setrecursionlimit(200)\nfrom pkg import deep\n"
            "print(deep.AT_IMPORT, deep.probe())\n",
            "pkg/__init__.py": "",
            "pkg/deep.py": "def probe(n=0):\n    try:\n        return probe(n + 1)\n"
            "    except RecursionError:\n        return n\n\n\nAT_IMPORT = probe()\n",
        }
    )
    result = pipeline.build(BuildSpec(name="out", root=root, entry="main"))
    assert result.layout == "modules"
    (reason,) = result.layout_reasons
    assert reason.endswith("; built as modules"), reason
    assert "def probe(n=0):\n    try:" not in result.text  # not kept as written


def test_modules_named_by_input_include_those_beside_the_entry(tmp_path):
    """`pickle.loads` imports whatever module its data names: every module beside the
    entry goes in, except what could not be imported anyway (a file that does not parse)
    and a bundle this tool wrote there."""
    (tmp_path / "main.py").write_text(
        "import pickle, sys\n"
        "data = sys.stdin.buffer.read()\n"
        "print(pickle.loads(data) if data else 'nothing')\n"
    )
    (tmp_path / "shapes").mkdir()
    (tmp_path / "shapes" / "__init__.py").write_text("")
    (tmp_path / "shapes" / "circle.py").write_text("RADIUS = 2\n")
    (tmp_path / "tool.py").write_text("import a_module_nobody_installed\n")
    (tmp_path / "junk.py").write_text("def broken(:\n")
    (tmp_path / "old.py").write_text(
        "# old: built by arena-bundler from 1 modules; do not edit\nprint(1)\n"
    )
    result = pipeline.build(BuildSpec(name="out", root=tmp_path, entry="main"))
    assert result.layout == "modules"
    assert set(result.modules) == {"main", "shapes", "shapes.circle", "tool"}


def test_a_difference_verification_finds_is_put_down_to_the_place_observed(
    tree, tmp_path
):
    # an embedded module's loader is the bundle's own: the run differs, and the error
    # names the line where the program looks at what the bundle cannot keep
    root = tree(
        {
            "pkg/__init__.py": "",
            "pkg/mod.py": "X = 1\n",
            "main.py": "import importlib.machinery as m\nfrom pkg import mod\n"
            "print(mod.__spec__.name, type(mod.__loader__) is m.SourceFileLoader)\n",
        }
    )
    built = bundler("bundle", str(root / "main.py"), "-o", str(tmp_path / "out.py"))
    assert built.returncode == 1, built.stdout
    (line,) = built.stderr.splitlines()
    assert re.match(
        rf"error: {re.escape(str(root.resolve()))}/main.py:1: importlib.machinery", line
    ), line
    assert "the bundle's run differs" in line and "'pkg.mod True'" in line


def test_a_package_entry_runs_its_main_as_python_m_does(tree, tmp_path):
    """`bundle pkg --root R` bundles what `python -m pkg` runs: `pkg.__main__`, not the
    package's `__init__`."""
    root = tree(
        {
            "app/__init__.py": "print('package imported')\n",
            "app/__main__.py": "print('main ran', __name__)\n",
        }
    )
    output = tmp_path / "out" / "bundle.py"
    built = bundler("bundle", "app", "--root", str(root), "-o", str(output))
    assert built.returncode == 0, built.stderr
    expected = run_python(["-m", "app"], cwd=root)
    got = run_python(["-I", str(output)], cwd=tmp_path)
    assert expected.stdout == "package imported\nmain ran __main__\n"
    assert got.stdout == expected.stdout, got.stderr

"""`--pack`: the bundle compressed and carried as base-32768 text, which a stub decodes and
runs at start. The packed file behaves as the plain one (stdout, exit status, `__name__`,
globals), its tracebacks map to source lines through the map, `diff` reads it, and
verification runs it."""

import dataclasses
import json
import re
from pathlib import Path

import pytest

from bundler.commands.build import arena_spec
from bundler.commands.traceback import rewrite
from bundler.config import load_project
from bundler.core import pipeline
from bundler.core.errors import BundleError
from bundler.core.options import Options
from bundler.core.pack import CODECS, Packed, pack, unpack
from bundler.core.pipeline import BuildSpec, build, source_map_text, write
from bundler.core.unminify import read_bundle
from bundler.core.verify import utf16_length

from .conftest import run_python

PROGRAM = {
    "app/__init__.py": "",
    "app/helpers.py": (
        "TABLE = [n * n - 500 for n in range(300)]  # bundle: precompute\n"
        "\n"
        "\n"
        "def divide(value):\n"
        "    total = sum(TABLE)\n"
        "    return total // value\n"
    ),
    "app/__main__.py": (
        "import sys\n"
        "from .helpers import TABLE, divide\n"
        "\n"
        "command = sys.stdin.read().strip()\n"
        "print(__name__, len(TABLE))\n"
        "if command == 'exit':\n"
        "    sys.exit(3)\n"
        "if command == 'crash':\n"
        "    divide(0)\n"
        "print('done', divide(7))\n"
    ),
}


def built(root: Path, output: Path, packed: bool, **spec) -> pipeline.BuildResult:
    result = build(
        BuildSpec(
            output.stem,
            root,
            "app.__main__",
            options=Options(lossy=True, pack=packed),
            **spec,
        )
    )
    write(result, output)
    return result


@pytest.fixture
def bundles(tree, tmp_path):
    root = tree(PROGRAM)
    plain = built(root, tmp_path / "plain.py", packed=False)
    packed = built(root, tmp_path / "packed.py", packed=True)
    return tmp_path, plain, packed


def test_pack_round_trips_and_picks_the_shortest_codec():
    plain = "# header\n# more\n# inputs\n" + "print('é', 1)\n" * 500
    packed = pack(plain)
    assert unpack(packed.text) == (plain, packed.codec)
    assert packed.codec in CODECS and pack(plain) == packed  # deterministic
    assert utf16_length(packed.text) < utf16_length(plain) / 10
    # the first header line stays readable; the stub takes the last two comment lines
    assert packed.text.splitlines()[0] == "# header"
    assert len(packed.text.splitlines()) == 3


def test_unpack_refuses_a_plain_bundle():
    with pytest.raises(BundleError, match="not a packed bundle"):
        unpack("print(1)\n")


@pytest.mark.parametrize("stdin", ["", "exit", "crash"])
def test_packed_bundle_behaves_as_the_plain_one(bundles, stdin):
    folder, plain, packed = bundles
    # the same code; the header differs (the arena's name, the inputs digest)
    assert packed.packed.plain.split("\n", 3)[3] == plain.text.split("\n", 3)[3]
    ran_plain = run_python(["plain.py"], cwd=folder, stdin=stdin)
    ran_packed = run_python(["packed.py"], cwd=folder, stdin=stdin)
    assert ran_packed.stdout == ran_plain.stdout
    assert ran_packed.returncode == ran_plain.returncode
    assert ran_plain.returncode == {"": 0, "exit": 3, "crash": 1}[stdin]
    assert ran_packed.stdout.startswith("__main__ 300\n")
    assert plain.layout == "flat"


def test_the_stub_leaves_no_name_behind(tree, tmp_path):
    """Globals as the plain bundle has them (a program that lists them is in the modules
    layout, whose bundle runs the entry's code in the module's own namespace too)."""
    root = tree(
        {
            "app/__init__.py": "",
            "app/__main__.py": "x = 1\nprint(__name__, sorted(globals()))\n",
        }
    )
    outputs = []
    for packed in (False, True):
        built(root, tmp_path / "bundle.py", packed=packed)
        outputs.append(run_python(["bundle.py"], cwd=tmp_path).stdout)
    assert outputs[0] == outputs[1]
    assert outputs[0].startswith("__main__ [")


def test_packed_bundle_run_by_a_harness_without_file(bundles):
    folder, _, _ = bundles
    harness = (
        "import sys; sys.stdin = open(sys.argv[2])\n"
        "exec(open(sys.argv[1], encoding='utf-8').read(), {'__name__': '__main__'})"
    )
    (folder / "input.txt").write_text("")
    ran = run_python(["-c", harness, "packed.py", "input.txt"], cwd=folder)
    assert ran.returncode == 0 and "done" in ran.stdout, ran.stderr


def test_a_packed_crash_maps_to_the_same_source_lines(bundles):
    folder, _, packed = bundles
    assert packed.layout == "flat"
    mapped = {}
    for name in ("plain", "packed"):
        crashed = run_python([f"{name}.py"], cwd=folder, stdin="crash")
        source_map = json.loads((folder / f"{name}.py.map").read_text())
        mapped[name] = re.findall(
            r'File "(app/[^"]+)", line (\d+) \[bundle line (\d+)\]',
            rewrite(crashed.stderr, source_map),
        )
    assert mapped["packed"] == mapped["plain"]
    assert [frame[0] for frame in mapped["packed"]] == [
        "app/__main__.py",
        "app/helpers.py",
    ]
    # no line of the packed file (the stub, its payload) is printed under those frames
    crashed = run_python(["packed.py"], cwd=folder, stdin="crash")
    shown = [l for l in crashed.stderr.splitlines() if not l.startswith("  File ")]
    assert shown[1:] == [
        "    exec(compile(",
        "ZeroDivisionError: integer division or modulo by zero",
    ]


def test_diff_reads_a_packed_bundle_as_its_definitions(bundles):
    _, plain, packed = bundles
    plain_contents = read_bundle(plain.text, json.loads(source_map_text(plain)))
    packed_contents = read_bundle(packed.text, json.loads(source_map_text(packed)))
    assert packed_contents.by_definition
    assert {key: d.text for key, d in packed_contents.definitions.items()} == {
        key: d.text for key, d in plain_contents.definitions.items()
    }
    assert packed_contents.characters == utf16_length(packed.text)


def test_diff_command_on_two_packed_files(tree, tmp_path, capsys):
    from bundler.cli import main

    root = tree(PROGRAM)
    built(root, tmp_path / "old.py", packed=True)
    helpers = root / "app/helpers.py"
    helpers.write_text(helpers.read_text().replace("- 500", "- 501"))
    built(root, tmp_path / "new.py", packed=True)
    assert main(["diff", str(tmp_path / "old.py"), str(tmp_path / "new.py")]) == 0
    report = capsys.readouterr().out
    assert "changed app/helpers.py:TABLE" in report


def test_a_stale_packed_payload_is_refused_by_its_map(bundles):
    _, plain, packed = bundles
    source_map = json.loads(source_map_text(packed))
    source_map["packed"]["plain"] = "0" * 16
    with pytest.raises(BundleError, match="another text"):
        read_bundle(packed.text, source_map)


def test_verification_runs_the_packed_file(tree, tmp_path, monkeypatch):
    root = tree(PROGRAM)

    def broken_pack(plain: str) -> Packed:
        return Packed("1 / 0\n", plain, "zlib", 0)

    monkeypatch.setattr(pipeline, "pack", broken_pack)
    with pytest.raises(BundleError, match="fails on empty input"):
        built(root, tmp_path / "packed.py", packed=True)


def test_a_program_past_the_limit_fits_packed(tree, tmp_path):
    words = [f"word{n}" for n in range(3000)]
    root = tree(
        {
            "app/__init__.py": "",
            "app/__main__.py": f"WORDS = {words!r}\nprint(len(WORDS), WORDS[-1])\n",
        }
    )
    with pytest.raises(BundleError, match="over the limit of 20000"):
        built(root, tmp_path / "plain.py", packed=False, size_limit=20_000)
    packed = built(root, tmp_path / "packed.py", packed=True, size_limit=20_000)
    assert packed.characters <= 20_000
    ran = run_python(["packed.py"], cwd=tmp_path)
    assert ran.stdout == "3000 word2999\n"


def test_a_program_that_reads_its_source_lines_is_not_packed(tree, tmp_path):
    root = tree(
        {
            "app/__init__.py": "",
            "app/__main__.py": "import inspect\n\ndef f():\n    pass\n\nprint(inspect.getsource(f))\n",
        }
    )
    with pytest.raises(BundleError, match="reads its own source lines"):
        build(
            BuildSpec("x", root, "app.__main__", options=Options(pack=True)),
        )


def test_pack_in_the_arena_table_and_on_the_command_line(tmp_path):
    (tmp_path / "bot").mkdir()
    (tmp_path / "bot" / "main.py").write_text("print(1)\n")
    (tmp_path / "pyproject.toml").write_text(
        "[tool.arena-bundler.arenas.packed]\n"
        'entry = "bot/main.py"\noutput = "dist/packed.py"\npack = true\n'
        "[tool.arena-bundler.arenas.plain]\n"
        'entry = "bot/main.py"\noutput = "dist/plain.py"\n'
    )
    project = load_project(tmp_path)
    assert project.arenas["packed"].pack and not project.arenas["plain"].pack
    assert arena_spec(project, "packed").options.pack
    assert not arena_spec(project, "plain").options.pack
    assert arena_spec(project, "plain", pack=True).options.pack


def test_the_pack_switch_leaves_other_builds_digests_alone():
    assert "pack" not in Options().describe()
    assert Options(pack=True).describe() == Options().describe() + " pack=True"
    assert dataclasses.replace(Options(), pack=True).pack

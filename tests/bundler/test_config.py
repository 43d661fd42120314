"""The project configuration: found from any subfolder, defaults, and one-line errors naming
the file and the key; `init` writes a table that reads back; the arena kit without its extra.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pytest

from bundler.arena.arenas import find, load_referee, specs
from bundler.arena.referees import RefereeError
from bundler.cli import main
from bundler.commands import init
from bundler.config import ConfigError, load_project

MINIMAL = '[tool.arena-bundler.arenas.demo]\nentry = "bot.__main__"\noutput = "dist/demo.py"\n'


def write_pyproject(folder: Path, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "pyproject.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_found_from_a_subfolder_with_defaults(tmp_path):
    write_pyproject(tmp_path, MINIMAL)
    (tmp_path / "deep" / "er").mkdir(parents=True)
    project = load_project(tmp_path / "deep" / "er")
    assert project.root == tmp_path.resolve()
    arena = project.arena("demo")
    assert arena.output == tmp_path.resolve() / "dist" / "demo.py"
    assert (arena.size_limit, arena.first_turn_time, arena.turn_time) == (
        100_000,
        1.0,
        0.1,
    )
    assert arena.template is None and arena.referee is None and arena.stub is None


def test_without_any_pyproject_there_are_no_arenas(tmp_path):
    project = load_project(tmp_path)
    assert project.pyproject is None and project.arenas == {}
    with pytest.raises(ConfigError, match="unknown arena 'x'"):
        project.arena("x")


def test_a_pyproject_without_the_table_has_no_arenas(tmp_path):
    write_pyproject(tmp_path, '[project]\nname = "x"\n')
    assert load_project(tmp_path).arenas == {}


@pytest.mark.parametrize(
    "text, message",
    [
        (MINIMAL + "size = 5\n", "tool.arena-bundler.arenas.demo.size: unknown key"),
        ('[tool.arena-bundler.arenas.demo]\noutput = "o.py"\n', "demo.entry: missing"),
        ('[tool.arena-bundler.arenas.demo]\nentry = "m"\n', "demo.output: missing"),
        (MINIMAL + "size_limit = -1\n", "demo.size_limit: must be positive"),
        (MINIMAL + 'size_limit = "big"\n', "demo.size_limit: expected int"),
        (MINIMAL + "size_limit = true\n", "demo.size_limit: expected int"),
        (MINIMAL + "turn_time = 0\n", "demo.turn_time: must be positive"),
        (MINIMAL + 'template = "nope.j2"\n', "demo.template: file not found"),
        (MINIMAL + 'stub = "nope.stub"\n', "demo.stub: file not found"),
        ('[tool.arena-bundler]\ndist = "x"\n', "tool.arena-bundler.dist: unknown key"),
        (
            "[tool.arena-bundler]\narenas = 3\n",
            "tool.arena-bundler.arenas: expected a table",
        ),
        ("[tool.arena-bundler.arenas]\ndemo = 1\n", "arenas.demo: expected a table"),
        ("[tool.arena-bundler\n", "cannot read"),
    ],
)
def test_errors_name_the_file_and_the_key(tmp_path, text, message):
    path = write_pyproject(tmp_path, text)
    with pytest.raises(ConfigError) as error:
        load_project(tmp_path)
    assert str(error.value).startswith(f"{path}: ")
    assert message in str(error.value)
    assert "\n" not in str(error.value)


def test_the_command_line_prints_configuration_errors_in_one_line(
    tmp_path, monkeypatch, capsys
):
    write_pyproject(tmp_path, MINIMAL + "size = 5\n")
    monkeypatch.chdir(tmp_path)
    assert main(["build"]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "demo.size: unknown key" in error


def run_init(*argv: str) -> int:
    parser = argparse.ArgumentParser()
    init.add_arguments(parser)
    return init.run(parser.parse_args(list(argv)))


def test_init_writes_a_table_that_reads_back(tmp_path, monkeypatch):
    path = write_pyproject(tmp_path, '[project]\nname = "mybots"\n')
    monkeypatch.chdir(tmp_path)
    assert run_init("chess960") == 0
    assert (
        run_init(
            "my-arena", "--custom", "--entry", "bot.__main__", "--output", "out/bot.py"
        )
        == 0
    )
    project = load_project(tmp_path)
    chess = project.arena("chess960")
    assert (chess.entry, chess.turn_time, chess.referee) == (
        "sources.chess960.__main__",
        0.05,
        "chess960",
    )
    assert chess.stub == tmp_path.resolve() / "stubs" / "chess960.stub"
    assert chess.stub.read_text().startswith("read ")
    mine = project.arena("my-arena")
    assert (mine.entry, mine.referee, mine.stub) == ("bot.__main__", None, None)
    assert mine.output == tmp_path.resolve() / "out" / "bot.py"
    assert path.read_text().startswith('[project]\nname = "mybots"\n')
    with pytest.raises(ConfigError, match="chess960: already configured"):
        run_init("chess960")


def test_init_refuses_a_misspelt_arena_in_one_line(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["init", "connect5"]) == 2
    (error,) = capsys.readouterr().err.splitlines()
    assert error.startswith("error: unknown arena 'connect5': did you mean 'connect4'?")
    assert "`init connect5 --custom`" in error
    assert not (tmp_path / "pyproject.toml").exists()


def test_a_misspelt_tool_table_is_named_with_the_fix(tmp_path, monkeypatch, capsys):
    write_pyproject(tmp_path, MINIMAL.replace("arena-bundler", "arena_bundler"))
    monkeypatch.chdir(tmp_path)
    assert main(["build"]) == 2
    (error,) = capsys.readouterr().err.splitlines()
    assert error == (
        f"error: {tmp_path / 'pyproject.toml'}: [tool.arena_bundler]: unknown table;"
        " did you mean [tool.arena-bundler]?"
    )


def test_a_missing_entry_names_the_key_and_the_likely_module(
    tmp_path, monkeypatch, capsys
):
    write_pyproject(tmp_path, MINIMAL.replace("bot.__main__", "mybot.__main__"))
    (tmp_path / "sources" / "mybot").mkdir(parents=True)
    (tmp_path / "sources" / "mybot" / "__main__.py").write_text("print(1)\n")
    monkeypatch.chdir(tmp_path)
    assert main(["build"]) == 2
    (error,) = capsys.readouterr().err.splitlines()
    assert error == (
        f"error: {tmp_path / 'pyproject.toml'}: tool.arena-bundler.arenas.demo.entry:"
        f" module 'mybot.__main__' not found under {tmp_path};"
        ' did you mean "sources.mybot.__main__"?'
    )


def test_an_entry_may_be_a_script_path_as_bundle_takes_it(tmp_path, monkeypatch):
    write_pyproject(tmp_path, MINIMAL.replace("bot.__main__", "bots/main.py"))
    (tmp_path / "bots").mkdir()
    (tmp_path / "bots" / "helper.py").write_text("ANSWER = 42\n")
    (tmp_path / "bots" / "main.py").write_text(
        "from helper import ANSWER\nprint(ANSWER)\n"
    )
    monkeypatch.chdir(tmp_path)
    assert main(["build"]) == 0
    bundle = (tmp_path / "dist" / "demo.py").read_text()
    assert "42" in bundle and "import helper" not in bundle


def test_init_creates_a_pyproject_where_there_is_none(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert run_init("connect4") == 0
    assert load_project(tmp_path).arena("connect4").turn_time == 0.1


def test_this_repository_agrees_with_what_init_knows():
    from tests.project import ARENAS

    for name, arena in ARENAS.items():
        spec = specs()[name]
        assert (arena.size_limit, arena.first_turn_time, arena.turn_time) == (
            spec.size_limit,
            spec.limits.first_turn,
            spec.limits.turn,
        )
        assert find(arena.referee) == spec
        assert arena.stub.read_bytes() == spec.protocol.read_bytes()


def test_a_chess_referee_without_the_arena_extra_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "chess", None)  # as if python-chess were absent
    monkeypatch.delitem(
        sys.modules, "bundler.arena.arenas.chess960.referee", raising=False
    )
    with pytest.raises(RefereeError, match=r"arena-bundler\[arena\]"):
        load_referee("chess960")


def test_an_unknown_referee_is_one_line():
    with pytest.raises(RefereeError, match="unknown referee 'go'"):
        load_referee("go")

"""`python -m bundler new`: scaffolds in a temporary project that build into bundles and play
games on the arena's local referee without a fault."""

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

import black
import pytest

from bundler.arena.arenas import load_referee
from bundler.codegen import generated_files, regenerate
from bundler.codegen.render import BLACK_MODE
from bundler.cli import main
from bundler.commands import new
from bundler.config import load_project
from bundler.arena.match import play_game
from bundler.core.pipeline import BuildSpec, build, write
from tests.project import ARENAS, ROOT

# Shared packages the judge's and Lousy Chess's scaffolds import for their first legal move.
SHARED_PACKAGES = ("chesscore", "lousy_chess")


def bot_name(arena: str) -> str:
    return "scaffold_" + arena.replace("-", "_")


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A project root holding the registry, the descriptions and one scaffold per arena."""
    root = tmp_path_factory.mktemp("project")
    # this repository's configuration, pointing at its own copy of the descriptions
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    (root / "pyproject.toml").write_text(
        pyproject.replace('stub = "bundler/codegen/stubs/', 'stub = "stubs/'),
        encoding="utf-8",
    )
    shutil.copytree(ROOT / "bundler" / "codegen" / "stubs", root / "stubs")
    shutil.copytree(ROOT / "templates", root / "templates")
    (root / "sources").mkdir()
    shutil.copy(ROOT / "sources" / "__init__.py", root / "sources")
    for package in SHARED_PACKAGES:
        (root / "sources" / package).symlink_to(ROOT / "sources" / package)
    parser = argparse.ArgumentParser()
    new.add_arguments(parser)
    for arena in ARENAS:
        args = parser.parse_args([arena, bot_name(arena), "--root", str(root)])
        assert new.run(args) == 0
    return root


@pytest.mark.parametrize("arena", sorted(ARENAS))
def test_scaffold_files(project, arena):
    name = bot_name(arena)
    package = project / "sources" / name
    files = ["__init__.py", "__main__.py", "reader.py", "strategy.py", "protocol.py"]
    assert sorted(p.name for p in package.iterdir()) == sorted(files)
    test = project / "tests" / name / "test_replay.py"
    for path in [*(package / f for f in files), test]:
        text = path.read_text(encoding="utf-8")
        compile(text, str(path), "exec")
        assert black.format_str(text, mode=BLACK_MODE) == text, f"{path} is not black"
    reader = package / "reader.py"
    assert reader in generated_files(project)
    assert regenerate(reader, project) == reader.read_text(encoding="utf-8")
    assert (
        f"-o sources/{name}/reader.py"
        in reader.read_text(encoding="utf-8").splitlines()[0]
    )


def test_connect4_strategy_answers_the_first_valid_action(project):
    strategy = (project / "sources" / bot_name("connect4") / "strategy.py").read_text()
    assert "def answer_turn(init: Init, turn: Turn) -> str:" in strategy
    assert "return str(turn.actions[0])" in strategy


def test_chess960_protocol_requests_inputs_with_its_configuration(project):
    package = project / "sources" / bot_name("chess960")
    assert 'return "fen moves"' in (package / "strategy.py").read_text()
    protocol = (package / "protocol.py").read_text()
    assert "turn = reader.read_turn(configuration.split())" in protocol


def test_new_refuses_taken_and_invalid_names(project, capsys):
    for name in (bot_name("connect4"), "Bad-Name", "class"):
        assert main(["new", "connect4", name, "--root", str(project)]) == 2
    assert main(["new", "nosuch", "fresh", "--root", str(project)]) == 2
    errors = capsys.readouterr().err.splitlines()
    assert len(errors) == 4 and all(line.startswith("error: ") for line in errors)
    assert "already exists" in errors[0] and "unknown arena 'nosuch'" in errors[3]


def test_new_points_an_entry_that_names_no_module_at_the_new_bot(project):
    """The scaffolds' project had this repository's entries, which name no module there
    (its bots are not copied) except Lousy Chess's shared package."""
    arenas = load_project(project).arenas
    assert arenas["connect4"].entry == f"sources.{bot_name('connect4')}.__main__"
    assert arenas["lousy-chess"].entry == "sources.lousy_chess.__main__"


@pytest.mark.parametrize("arena", sorted(ARENAS))
def test_scaffold_bundle_plays_without_a_fault(project, arena, tmp_path):
    name = bot_name(arena)
    spec = BuildSpec(
        name=name,
        root=project,
        entry=f"sources.{name}.__main__",
        size_limit=ARENAS[arena].size_limit,
    )
    bundle = tmp_path / f"{name}.py"
    write(build(spec), bundle)
    referee = load_referee(ARENAS[arena].referee)
    record = play_game(referee, 1, {}, [f"python {bundle}"] * referee.SEATS)
    assert record.runner_faults + record.outcome.faults == []


def test_scaffolded_test_passes_in_its_project(project):
    """The scaffold's own tests/NAME/test_replay.py, run by pytest inside the new project."""
    name = bot_name("connect4")
    environment = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            f"tests/{name}",
        ],
        cwd=project,
        env=environment,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed, 1 skipped" in result.stdout

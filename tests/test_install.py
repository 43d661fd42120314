"""The tool as a bot author gets it: a wheel built from this checkout, installed into a fresh
virtualenv, used in folders outside the checkout (one without any pyproject.toml, one made by
`init` and `new`): bundle, build, run the bundle, play one game on a local referee; and the
README's quickstart and new-bot commands run exactly as printed.

Installing needs the package index (or pip's cache) for jinja2, ast-comments and black, as any
`pip install` does; it takes about a minute, all of it in this module's fixture.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(command: list[str], cwd: Path, stdin: str | None = None) -> str:
    outcome = subprocess.run(
        command,
        cwd=cwd,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=600,
        env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"},
    )
    assert outcome.returncode == 0, f"{command}:\n{outcome.stdout}\n{outcome.stderr}"
    assert "Traceback" not in outcome.stderr, outcome.stderr
    return outcome.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The `bin/` folder of a fresh virtualenv holding the wheel (no extras)."""
    work = tmp_path_factory.mktemp("install")
    wheels = work / "wheels"
    run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--no-deps",
            "-w",
            str(wheels),
            str(ROOT),
        ],
        work,
    )
    (wheel,) = wheels.glob("arena_bundler-*.whl")
    venv.create(work / "venv", with_pip=True)
    bin_dir = work / "venv" / "bin"
    run([str(bin_dir / "pip"), "install", "-q", str(wheel)], work)
    return bin_dir


def test_the_wheel_holds_the_tool_and_its_data_only(installed):
    site = next((installed.parent / "lib").glob("python3.*/site-packages"))
    assert (site / "bundler" / "templates" / "default.py.j2").is_file()
    assert (site / "bundler" / "codegen" / "stubs" / "connect4.stub").is_file()
    assert (site / "bundler" / "codegen" / "templates" / "reader.py.j2").is_file()
    assert (site / "bundler" / "arena" / "view" / "page.html").is_file()
    arenas = site / "bundler" / "arena" / "arenas"
    assert (arenas / "tictactoe" / "protocol.stub").is_file()
    assert (arenas / "judge_chess" / "templates" / "strategy.py.j2").is_file()
    assert not (site / "sources").exists()  # this repo's bots are not the tool's


def test_bundle_without_any_pyproject(installed, tmp_path):
    bot = tmp_path / "bot"
    (bot / "helpers").mkdir(parents=True)
    (bot / "helpers" / "__init__.py").write_text("")
    (bot / "helpers" / "moves.py").write_text(
        "def best(columns):\n    return max(columns, key=lambda c: -abs(c - 4))\n"
    )
    (bot / "main.py").write_text(textwrap.dedent("""\
            import sys
            from helpers.moves import best

            for line in sys.stdin:
                print(best([int(word) for word in line.split()]))
            """))
    cli = str(installed / "arena-bundler")
    assert "no pyproject.toml" in run([cli, "list"], bot)
    run([cli, "bundle", "main.py", "-o", str(tmp_path / "out.py")], bot)
    bundle = (tmp_path / "out.py").read_text()
    assert "rebuild with `arena-bundler build`" in bundle  # the packaged template
    answer = run(
        [str(installed / "python"), str(tmp_path / "out.py")], tmp_path, "0 3 8\n"
    )
    assert answer == "3\n"


def test_init_new_build_and_play_in_a_fresh_project(installed, tmp_path):
    project = tmp_path / "mybots"
    project.mkdir()
    (project / "pyproject.toml").write_text('[project]\nname = "mybots"\n')
    cli = str(installed / "arena-bundler")
    run([cli, "init", "connect4", "--entry", "sources.mybot.__main__"], project)
    assert (project / "stubs" / "connect4.stub").is_file()
    assert "connect4" in run([cli, "list"], project)
    run([cli, "new", "connect4", "mybot"], project)
    run([cli, "build"], project / "sources")  # the pyproject is found from a subfolder
    bundle = project / "dist" / "connect4.py"
    assert bundle.is_file()
    python = str(installed / "python")
    games = tmp_path / "games"
    run(
        [
            cli,
            "play",
            "connect4",
            f"{python} {bundle}",
            f"{python} -m sources.mybot",
            "--games",
            "2",
            "--out",
            str(games),
        ],
        project,
    )
    rows = (games / "games.tsv").read_text().splitlines()[1:]
    assert len(rows) == 2
    for row in rows:
        game, seed, seats, scores, summary, faults = row.split("\t")
        assert faults == "" and ("wins" in summary or "draw" in summary), row
    assert len(list(games.glob("game-*.txt"))) == 4
    # the page of one game, viewed with the installed tool (no python-chess needed)
    page = tmp_path / "game.html"
    run(
        [
            cli,
            "view",
            *map(str, sorted(games.glob("game-0001-*.txt"))),
            "-o",
            str(page),
        ],
        project,
    )
    assert "<svg" in page.read_text()


def readme_commands(section: str) -> list[str]:
    """The shell lines of the first indented code block under README heading `section`,
    without the install line (the fixture installed the wheel) and its comments."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    body = readme.split(f"\n## {section}\n", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"(?:\n    \S.*)+", body)
    assert block is not None, f"no code block under {section!r}"
    lines = [line[4:].split("  #", 1)[0].rstrip() for line in block[0].splitlines()[1:]]
    return [line for line in lines if not line.startswith("pip install")]


def test_the_readme_commands_run_as_printed(installed, tmp_path):
    """A user project made by the quickstart builds and plays with no edits, and a second
    bot made as "Protocol readers and new bots" shows bundles and plays too."""
    quickstart = readme_commands("Use it on your own bot")
    new_bot = readme_commands("Protocol readers and new bots")
    assert quickstart[0].startswith("mkdir my-bots") and "new connect4" in quickstart[2]
    script = "\n".join(["set -eu", *quickstart, *new_bot])
    environment = dict(os.environ, PATH=f"{installed}:{os.environ['PATH']}")
    environment.pop("PYTHONPATH", None)
    outcome = subprocess.run(
        ["bash", "-c", script],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=600,
        env=environment,
    )
    assert outcome.returncode == 0, f"{script}\n{outcome.stdout}\n{outcome.stderr}"
    assert "Traceback" not in outcome.stderr, outcome.stderr
    project = tmp_path / "my-bots"
    assert (project / "dist" / "connect4.py").is_file()
    assert "<svg" in (project / "game.html").read_text()
    for games in (project / "runs").iterdir():
        rows = (games / "games.tsv").read_text().splitlines()[1:]
        assert len(rows) == 20
        assert all(row.endswith("\t") for row in rows), rows  # no fault in any game


def test_configuration_errors_are_one_line(installed, tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        '[tool.arena-bundler.arenas.demo]\nentry = "main"\noutput = "out.py"\nsize = 5\n'
    )
    outcome = subprocess.run(
        [str(installed / "arena-bundler"), "build"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert outcome.returncode == 2
    assert outcome.stderr.strip().count("\n") == 0
    assert "tool.arena-bundler.arenas.demo.size: unknown key" in outcome.stderr

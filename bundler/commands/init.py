"""`init ARENA`: add a commented starter `[tool.arena-bundler.arenas.ARENA]` table to the
project's pyproject.toml (created when there is none), with the arena's limits and referee
when the tool knows the arena, and copy its protocol description to `stubs/` for `new`.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
from pathlib import Path

from ..config import TABLE, ConfigError, find_pyproject, load_project

STUBS = Path(__file__).resolve().parent.parent / "codegen" / "stubs"  # package data
# arena -> (size limit, first turn s, later turns s, referee), as the arenas set them
KNOWN_ARENAS = {
    "chess960": (100_000, 1.0, 0.05, "chess960"),
    "judge-chess": (100_000, 1.0, 1.0, "judge_chess"),
    "connect4": (100_000, 1.0, 0.1, "connect4"),
    "knights": (100_000, 1.0, 0.1, "knights"),
    "lousy-chess": (100_000, 1.0, 0.1, "lousy_chess"),
}
ARENA_NAME = re.compile(r"[A-Za-z0-9_-]+")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "arena",
        help=f"arena name; known: {', '.join(KNOWN_ARENAS)} (any other gets defaults)",
    )
    parser.add_argument(
        "--entry", help="module run as __main__ (default: sources.<arena>.__main__)"
    )
    parser.add_argument("--output", help="bundle file (default: dist/<arena>.py)")


def run(args: argparse.Namespace) -> int:
    if not ARENA_NAME.fullmatch(args.arena):
        print(
            f"init: arena name {args.arena!r}: use letters, digits, - and _",
            file=sys.stderr,
        )
        return 2
    pyproject = find_pyproject(Path.cwd()) or Path.cwd() / "pyproject.toml"
    if pyproject.exists():
        if args.arena in load_project(pyproject.parent).arenas:
            raise ConfigError(
                f"{pyproject}: tool.{TABLE}.arenas.{args.arena}: already configured"
            )
        text = pyproject.read_text(encoding="utf-8")
    else:
        text = ""
    module = args.arena.replace("-", "_")
    stub = _copy_stub(args.arena, pyproject.parent)
    table = starter_table(
        args.arena,
        args.entry or f"sources.{module}.__main__",
        args.output or f"dist/{module}.py",
        stub,
    )
    separator = "" if not text else "\n" if text.endswith("\n") else "\n\n"
    pyproject.write_text(text + separator + table, encoding="utf-8")
    load_project(pyproject.parent)  # what was written must read back
    print(f"wrote [tool.{TABLE}.arenas.{args.arena}] to {pyproject}")
    if stub:
        print(f"copied the protocol description to {stub}")
    return 0


def starter_table(arena: str, entry: str, output: str, stub: str | None) -> str:
    size_limit, first_turn, turn, referee = KNOWN_ARENAS.get(
        arena, (100_000, 1.0, 0.1, None)
    )
    lines = [
        f"[tool.{TABLE}.arenas.{arena}]",
        "# the bot's entry module, run as __main__, importable from this folder",
        f"entry = {_toml(entry)}",
        "# the paste-ready file `arena-bundler build` writes",
        f"output = {_toml(output)}",
        "# the arena's limits: characters (UTF-16 code units) and seconds per answer",
        f"size_limit = {size_limit}",
        f"first_turn_time = {first_turn}",
        f"turn_time = {turn}",
    ]
    if referee:
        lines += [
            "# the local referee of `play`, `replay` and `record`",
            f'referee = "{referee}"',
        ]
    if stub:
        lines += [
            "# the protocol description `generate` and `new` read",
            f"stub = {_toml(stub)}",
        ]
    lines += [
        '# template = "templates/bundle.py.j2"  # your own jinja2 template ({{ code }} is the bundle)',
        "# lossy = true  # rename defs, classes, parameters; drop docstrings, asserts",
        "# keep_names = true  # with lossy: keep def, class and parameter names",
        "# keep_asserts = true  # with lossy",
    ]
    return "\n".join(lines) + "\n"


def _copy_stub(arena: str, root: Path) -> str | None:
    source = STUBS / f"{arena}.stub"
    if not source.is_file():
        return None
    target = root / "stubs" / source.name
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    return target.relative_to(root).as_posix()


def _toml(text: str) -> str:
    """A TOML basic string: JSON's string escapes are valid TOML."""
    return json.dumps(text)

"""`init ARENA`: add a commented starter `[tool.arena-bundler.arenas.ARENA]` table to the
project's pyproject.toml (created when there is none), with the arena's limits and referee,
and copy its protocol description to `stubs/` for `new`. An arena the tool does not know is
refused (most often a typo) unless `--custom` says it is one of the user's own.
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
import shutil
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
        help=f"arena name; known: {', '.join(KNOWN_ARENAS)}",
    )
    parser.add_argument(
        "--custom",
        action="store_true",
        help="an arena of your own (default limits, no local referee)",
    )
    parser.add_argument(
        "--entry", help="module run as __main__ (default: sources.<arena>.__main__)"
    )
    parser.add_argument("--output", help="bundle file (default: dist/<arena>.py)")


def run(args: argparse.Namespace) -> int:
    if not ARENA_NAME.fullmatch(args.arena):
        raise ConfigError(f"arena name {args.arena!r}: use letters, digits, - and _")
    if args.arena not in KNOWN_ARENAS and not args.custom:
        raise ConfigError(unknown_arena(args.arena))
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


def unknown_arena(name: str) -> str:
    close = difflib.get_close_matches(name, KNOWN_ARENAS, n=1)
    guess = f"did you mean {close[0]!r}? " if close else ""
    return (
        f"unknown arena {name!r}: {guess}(known: {', '.join(KNOWN_ARENAS)};"
        f" `init {name} --custom` adds a table for an arena of your own)"
    )


def set_entry(pyproject: Path, arena: str, entry: str) -> None:
    """Rewrite the `entry` line of the arena's table in place, keeping every other line."""
    lines = pyproject.read_text(encoding="utf-8").splitlines(keepends=True)
    header = f"[tool.{TABLE}.arenas.{arena}]"
    start = next(i for i, line in enumerate(lines) if line.strip() == header)
    for index in range(start + 1, len(lines)):
        if lines[index].lstrip().startswith("["):
            break
        if re.match(r"\s*entry\s*=", lines[index]):
            lines[index] = f"entry = {_toml(entry)}\n"
            pyproject.write_text("".join(lines), encoding="utf-8")
            return
    raise ConfigError(f"{pyproject}: tool.{TABLE}.arenas.{arena}.entry: line not found")


def starter_table(arena: str, entry: str, output: str, stub: str | None) -> str:
    size_limit, first_turn, turn, referee = KNOWN_ARENAS.get(
        arena, (100_000, 1.0, 0.1, None)
    )
    lines = [
        f"[tool.{TABLE}.arenas.{arena}]",
        "# the bot run as __main__: a module under this folder, or a script (main.py)",
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

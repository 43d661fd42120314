"""`init ARENA`: add a commented starter `[tool.arena-bundler.arenas.ARENA]` table to the
project's pyproject.toml (created when there is none), with the arena's limits and referee
from its spec (`bundler.arena.arenas`), and copy its protocol description to `stubs/` for
`new`. An arena the tool does not know is refused (most often a typo) unless `--custom` says
it is one of the user's own.
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
import shutil
from pathlib import Path

from ..arena.arenas import ArenaSpec, specs
from ..config import TABLE, Arena, ConfigError, find_pyproject, load_project

ARENA_NAME = re.compile(r"[A-Za-z0-9_-]+")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "arena",
        help=f"arena name; known: {', '.join(specs())}",
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
    spec = specs().get(args.arena)
    if spec is None and not args.custom:
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
    stub = _copy_stub(spec, pyproject.parent) if spec else None
    table = starter_table(
        args.arena,
        args.entry or f"sources.{module}.__main__",
        args.output or f"dist/{module}.py",
        stub,
        spec,
    )
    separator = "" if not text else "\n" if text.endswith("\n") else "\n\n"
    pyproject.write_text(text + separator + table, encoding="utf-8")
    load_project(pyproject.parent)  # what was written must read back
    print(f"wrote [tool.{TABLE}.arenas.{args.arena}] to {pyproject}")
    if stub:
        print(f"copied the protocol description to {stub}")
        print(
            f"next: `arena-bundler new {args.arena} NAME` scaffolds a bot and builds it"
        )
    return 0


def unknown_arena(name: str) -> str:
    close = difflib.get_close_matches(name, specs(), n=1)
    guess = f"did you mean {close[0]!r}? " if close else ""
    return (
        f"unknown arena {name!r}: {guess}(known: {', '.join(specs())};"
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


def starter_table(
    arena: str, entry: str, output: str, stub: str | None, spec: ArenaSpec | None
) -> str:
    """The commented table; an arena of the user's own (no spec) gets the defaults."""
    defaults = Arena(arena, entry, Path(output))
    size_limit = spec.size_limit if spec else defaults.size_limit
    first_turn = spec.limits.first_turn if spec else defaults.first_turn_time
    turn = spec.limits.turn if spec else defaults.turn_time
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
    if spec:
        lines += [
            "# the local referee of `play`, `replay` and `record`",
            f"referee = {_toml(spec.name)}",
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


def _copy_stub(spec: ArenaSpec, root: Path) -> str:
    source = spec.protocol
    target = root / "stubs" / f"{spec.name}.stub"
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    return target.relative_to(root).as_posix()


def _toml(text: str) -> str:
    """A TOML basic string: JSON's string escapes are valid TOML."""
    return json.dumps(text)

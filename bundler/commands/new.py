"""`python -m bundler new ARENA NAME`: scaffold sources/NAME/ (generated reader, a strategy
answering the first legal action, a protocol loop) and tests/NAME/test_replay.py.

The arena's `entry` is set to the new bot when it names no module yet (as `init` leaves
it), so that `build` bundles the new bot at once; a working entry is left alone, and the
line that would submit the new bot instead is printed."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..arena.arenas import find
from ..codegen import CodegenError, StubError
from ..codegen.scaffold import scaffold
from ..config import TABLE, ConfigError, Project, entry_source, load_project
from .init import set_entry


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("arena", help="arena name from the registry (see `list`)")
    parser.add_argument("name", help="the new package: sources/NAME/ and tests/NAME/")
    parser.add_argument(
        "--root",
        type=Path,
        help="project root (default: the folder of the nearest pyproject.toml)",
    )


def run(args: argparse.Namespace) -> int:
    project = load_project(args.root)
    root = project.root
    configured = project.arenas.get(args.arena)
    # the arena the project's table plays (its referee), whose folder may hold templates
    spec = find(configured.referee or args.arena) if configured else None
    try:
        paths = scaffold(args.arena, args.name, root, spec.templates if spec else None)
    except (CodegenError, StubError) as error:
        raise ConfigError(str(error)) from None
    for path in paths:
        print(f"created {path.relative_to(root).as_posix()}")
    print(_point_entry_at(project, args.arena, f"sources.{args.name}.__main__"))
    print(f"run it: python -m sources.{args.name}; test it: pytest tests/{args.name}")
    return 0


def _point_entry_at(project: Project, arena_name: str, entry: str) -> str:
    arena = project.arena(arena_name)
    key = f"tool.{TABLE}.arenas.{arena_name}.entry"
    configured = arena.entry
    exists = (
        (project.root / configured).is_file()
        if configured.endswith(".py")
        else entry_source(project.root, configured) is not None
    )
    if exists:
        return (
            f"{key} stays {configured!r}; set it to {entry!r} in {project.pyproject}"
            " to build this bot instead"
        )
    assert project.pyproject is not None  # the arena was read from it
    set_entry(project.pyproject, arena_name, entry)
    return f"set {key} = {entry!r} (it named no module): `build` bundles this bot"

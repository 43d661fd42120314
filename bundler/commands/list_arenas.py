"""`list`: the arenas of the project's `[tool.arena-bundler]` table, then the arenas the
tool knows (`bundler.arena.arenas`), which `init ARENA` adds."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..arena.arenas import specs
from ..config import load_project


def add_arguments(parser: argparse.ArgumentParser) -> None:
    pass


def run(args: argparse.Namespace) -> int:
    project = load_project()
    if project.pyproject is None:
        print(
            f"no pyproject.toml in {project.root} or above: no arenas (`init` makes one)"
        )
    else:
        rows = [
            ("arena", "entry", "output", "size limit", "first turn", "turn", "referee")
        ]
        for arena in project.arenas.values():
            rows.append(
                (
                    arena.name,
                    arena.entry,
                    _shown(arena.output, project.root),
                    f"{arena.size_limit:,}",
                    f"{arena.first_turn_time * 1000:g} ms",
                    f"{arena.turn_time * 1000:g} ms",
                    arena.referee or "-",
                )
            )
        _print_table(rows)
    print("\narenas with a local referee (`init ARENA` adds one):")
    known = [("arena", "seats", "first turn", "turn", "")]
    for spec in specs().values():
        known.append(
            (
                spec.name,
                str(spec.seats),
                f"{spec.limits.first_turn * 1000:g} ms",
                f"{spec.limits.turn * 1000:g} ms",
                spec.summary,
            )
        )
    _print_table(known)
    return 0


def _print_table(rows: list[tuple[str, ...]]) -> None:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())


def _shown(path: Path, root: Path) -> str:
    return (path.relative_to(root) if path.is_relative_to(root) else path).as_posix()

"""`list`: the arena registry."""

from __future__ import annotations

import argparse

from ..registry import PROJECT_ROOT, load_arenas


def add_arguments(parser: argparse.ArgumentParser) -> None:
    pass


def run(args: argparse.Namespace) -> int:
    rows = [("arena", "entry", "output", "size limit", "first turn", "turn", "referee")]
    for arena in load_arenas().values():
        rows.append(
            (
                arena.name,
                arena.entry,
                arena.output.relative_to(PROJECT_ROOT).as_posix(),
                f"{arena.size_limit:,}",
                f"{arena.first_turn_time * 1000:g} ms",
                f"{arena.turn_time * 1000:g} ms",
                arena.referee,
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
    return 0

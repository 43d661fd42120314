"""The arena registry: `[tool.bundler.arenas.NAME]` tables in pyproject.toml."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Arena:
    name: str
    entry: str
    output: Path
    template: str
    size_limit: int
    first_turn_time: float
    turn_time: float
    referee: str
    keep_asserts: bool = False
    keep_names: bool = False  # keep def and class names (`__name__`, reprs)
    stub: Path | None = None  # the arena's protocol description (docs/stub-language.md)


def load_arenas(root: Path = PROJECT_ROOT) -> dict[str, Arena]:
    with open(root / "pyproject.toml", "rb") as handle:
        tables = tomllib.load(handle)["tool"]["bundler"]["arenas"]
    return {
        name: Arena(
            name=name,
            entry=table["entry"],
            output=root / table["output"],
            template=table.get("template", "default.py.j2"),
            size_limit=table["size_limit"],
            first_turn_time=table["first_turn_time"],
            turn_time=table["turn_time"],
            referee=table["referee"],
            keep_asserts=table.get("keep_asserts", False),
            keep_names=table.get("keep_names", False),
            stub=root / table["stub"] if "stub" in table else None,
        )
        for name, table in tables.items()
    }

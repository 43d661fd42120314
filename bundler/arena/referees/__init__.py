"""The contract between the match runner and a referee (`base`), what referees share
(`javarandom`), and the error of a referee that cannot be loaded. The referees themselves
live in their arenas' folders (`bundler.arena.arenas.<arena>.referee`)."""

from __future__ import annotations

from importlib import import_module
from types import ModuleType


class RefereeError(Exception):
    """A referee that cannot be loaded: unknown name or a missing optional dependency."""


def __getattr__(name: str) -> ModuleType:
    """`from bundler.arena.referees import chess960`, as the benchmarks and scaffolds of
    earlier versions spell it: the referee in that arena's folder."""
    try:
        return import_module(f"bundler.arena.arenas.{name}.referee")
    except ModuleNotFoundError as error:
        if error.name != f"bundler.arena.arenas.{name}":
            raise
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None

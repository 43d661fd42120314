"""One module per arena: its `LAYOUT` and `frames(game)`, which walks a recorded game the
way the arena's referee plays it and returns the board after every action."""

from __future__ import annotations

from importlib import import_module
from typing import Protocol

from ..model import Frame, Layout, RecordedGame, ViewError

_MODULES = {
    "chess960": "chess960",
    "judge-chess": "judge_chess",
    "connect4": "connect4",
    "knights": "knights",
    "lousy-chess": "lousy_chess",
}


class ArenaBoards(Protocol):
    LAYOUT: Layout

    def frames(self, game: RecordedGame) -> list[Frame]:
        """Frame 0 is the start; then one frame per action of the game."""


def arena_module(arena: str) -> ArenaBoards:
    if arena not in _MODULES:
        known = ", ".join(sorted(_MODULES))
        raise ViewError(f"no viewer for arena {arena!r}; known: {known}")
    return import_module(f"{__name__}.{_MODULES[arena]}")  # type: ignore[return-value]

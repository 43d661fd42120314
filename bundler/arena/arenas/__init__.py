"""The arenas the kit knows, one folder each: adding an arena adds a folder and touches no
table elsewhere (README, "Adding an arena").

    arenas/<module>/
        __init__.py       SPEC: name, seats, limits, size limit, protocol description
        referee.py        the local referee (`bundler.arena.referees.base`'s contract)
        board.py          the viewer's LAYOUT and frames(game)
        protocol.stub     the protocol description (docs/stub-language.md)
        templates/*.j2    optional: scaffold templates that replace the generic ones

The runner, replay, the viewer, `init`, `new` and `list` find arenas here by name. Loading a
spec imports no referee, so `init` and `list` need neither python-chess nor the arena extra.
"""

from __future__ import annotations

import pkgutil
from dataclasses import dataclass
from functools import cache
from importlib import import_module, resources
from pathlib import Path
from typing import Protocol

from ..referees import RefereeError
from ..referees.base import Limits, RefereeModule
from ..view.model import Frame, Layout, RecordedGame, ViewError

# The first five arenas' descriptions stay where their generated readers (sources/readers/)
# name them: moving one would change every bundle that embeds its reader.
# (Found from the `bundler` package: importing code generation would import black.)
FIRST_ARENAS_STUBS = Path(str(resources.files("bundler") / "codegen" / "stubs"))


class ArenaBoards(Protocol):
    LAYOUT: Layout

    def frames(self, game: RecordedGame) -> list[Frame]:
        """Frame 0 is the start; then one frame per action of the game."""


@dataclass(frozen=True)
class ArenaSpec:
    package: str  # the arena's folder as a package: its `__name__`
    name: str  # as projects, transcripts and commands spell it
    summary: str  # one line for people
    seats: int
    limits: Limits  # the arena's own; a project's pyproject may set others
    size_limit: int  # characters, as UTF-16 code units
    stub: Path | None = None  # default: protocol.stub in the arena's folder

    @property
    def folder(self) -> Path:
        return Path(str(resources.files(self.package)))

    @property
    def protocol(self) -> Path:
        return self.stub or self.folder / "protocol.stub"

    @property
    def templates(self) -> Path | None:
        """The folder of scaffold templates that replace the generic ones, if any."""
        folder = self.folder / "templates"
        return folder if folder.is_dir() else None

    def referee(self) -> RefereeModule:
        try:
            return import_module(f"{self.package}.referee")  # type: ignore[return-value]
        except ModuleNotFoundError as error:
            if error.name is None or error.name.startswith(self.package):
                raise
            # python-chess is the chess referees' rules oracle, an optional dependency
            raise RefereeError(
                f"referee {self.name!r} needs the {error.name!r} package:"
                " pip install 'arena-bundler[arena]'"
            ) from None

    def boards(self) -> ArenaBoards:
        return import_module(f"{self.package}.board")  # type: ignore[return-value]


@cache
def specs() -> dict[str, ArenaSpec]:
    """Every arena folder's SPEC, by name, in the folders' order."""
    found = {}
    for module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        spec: ArenaSpec = import_module(f"{__name__}.{module.name}").SPEC
        found[spec.name] = spec
    return found


def find(name: str | None) -> ArenaSpec | None:
    """The arena called `name`, also when spelt as its module (`judge_chess`, the spelling
    of `referee` keys and transcripts' `referee:` lines)."""
    if name is None:
        return None
    return specs().get(name) or specs().get(name.replace("_", "-"))


def load_referee(name: str | None) -> RefereeModule:
    spec = find(name)
    if spec is None:
        raise RefereeError(
            f"unknown referee {name!r} (known: {', '.join(specs())}); set `referee` in"
            " the arena's [tool.arena-bundler] table"
        )
    return spec.referee()


def board_module(arena: str) -> ArenaBoards:
    spec = find(arena)
    if spec is None:
        raise ViewError(f"no viewer for arena {arena!r}; known: {', '.join(specs())}")
    return spec.boards()

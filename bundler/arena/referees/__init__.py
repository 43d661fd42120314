"""Local referees, one module per arena; see `base` for the contract they implement."""

from importlib import import_module

from .base import RefereeModule

NAMES = ("chess960", "judge_chess", "connect4", "knights", "lousy_chess")


class RefereeError(Exception):
    """A referee that cannot be loaded: unknown name or a missing optional dependency."""


def load(name: str | None) -> RefereeModule:
    if name not in NAMES:
        raise RefereeError(
            f"unknown referee {name!r} (known: {', '.join(NAMES)}); set `referee` in"
            " the arena's [tool.arena-bundler] table"
        )
    try:
        return import_module(f"{__name__}.{name}")  # type: ignore[return-value]
    except ModuleNotFoundError as error:
        # python-chess is the chess referees' rules oracle, an optional dependency
        raise RefereeError(
            f"referee {name!r} needs the {error.name!r} package:"
            " pip install 'arena-bundler[arena]'"
        ) from None

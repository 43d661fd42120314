"""Local referees, one module per arena; see `base` for the contract they implement."""

from importlib import import_module

from .base import RefereeModule


def load(name: str) -> RefereeModule:
    return import_module(f"{__name__}.{name}")  # type: ignore[return-value]

"""CodinGame Chess960: a match of two games from one random start, colours swapped."""

from ...referees.base import Limits
from .. import FIRST_ARENAS_STUBS, ArenaSpec

SPEC = ArenaSpec(
    __name__,
    name="chess960",
    summary="CodinGame Chess960: a match of two games from one random start, colours swapped",
    seats=2,
    limits=Limits(1.0, 0.05),
    size_limit=100_000,
    stub=FIRST_ARENAS_STUBS / "chess960.stub",
)

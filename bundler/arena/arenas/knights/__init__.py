"""CodinGame Mad Knights: three knights on 8x8 burning every square they stand on."""

from ...referees.base import Limits
from .. import FIRST_ARENAS_STUBS, ArenaSpec

SPEC = ArenaSpec(
    __name__,
    name="knights",
    summary="CodinGame Mad Knights: three knights on 8x8 burning every square they stand on",
    seats=3,
    limits=Limits(1.0, 0.1),
    size_limit=100_000,
    stub=FIRST_ARENAS_STUBS / "knights.stub",
)

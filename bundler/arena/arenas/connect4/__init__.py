"""CodinGame Connect 4: 7 rows x 9 columns, with STEAL."""

from ...referees.base import Limits
from .. import FIRST_ARENAS_STUBS, ArenaSpec

SPEC = ArenaSpec(
    __name__,
    name="connect4",
    summary="CodinGame Connect 4: 7 rows x 9 columns, with STEAL",
    seats=2,
    limits=Limits(1.0, 0.1),
    size_limit=100_000,
    stub=FIRST_ARENAS_STUBS / "connect4.stub",
)

"""The "white/black ... A/D" chess judge: one game from the standard position on chess
clocks."""

from ...referees.base import Limits
from .. import FIRST_ARENAS_STUBS, ArenaSpec

SPEC = ArenaSpec(
    __name__,
    name="judge-chess",
    summary='the "white/black ... A/D" chess judge: standard start, chess clocks',
    seats=2,
    limits=Limits(1.0, 1.0),
    size_limit=100_000,
    stub=FIRST_ARENAS_STUBS / "judge-chess.stub",
)

"""KTANE Lousy Chess: predict the rest of a MinitChess game between two engines."""

from ...referees.base import Limits
from .. import FIRST_ARENAS_STUBS, ArenaSpec

SPEC = ArenaSpec(
    __name__,
    name="lousy-chess",
    summary="KTANE Lousy Chess: predict the rest of a MinitChess game between two engines",
    seats=1,
    limits=Limits(1.0, 0.1),
    size_limit=100_000,
    stub=FIRST_ARENAS_STUBS / "lousy-chess.stub",
)

"""Tic-tac-toe: the smallest arena, and the example of what a folder holds (README,
"Adding an arena")."""

from ...referees.base import Limits
from .. import ArenaSpec

SPEC = ArenaSpec(
    __name__,
    name="tictactoe",
    summary="tic-tac-toe on 3x3: X (seat 0) moves first, three in a row wins",
    seats=2,
    limits=Limits(1.0, 0.1),
    size_limit=100_000,
)

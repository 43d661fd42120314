"""Which games a match plays: seat orders and seeds, rotated fairly between the bots.

Games come in rotation groups of every seating order (2 for two seats, 6 for three); all
games of a group share one seed (the first seed + group number), so seat order is the only
difference inside a group. A number of games is rounded up to whole groups.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass


@dataclass(frozen=True)
class ScheduledGame:
    index: int  # 0-based
    seed: int
    seating: tuple[int, ...]  # bot index per seat


def schedule(games: int, seats: int, first_seed: int) -> list[ScheduledGame]:
    """Whole rotation groups covering at least `games` games."""
    orders = list(itertools.permutations(range(seats)))
    groups = max(1, math.ceil(games / len(orders)))
    return [
        ScheduledGame(group * len(orders) + position, first_seed + group, order)
        for group in range(groups)
        for position, order in enumerate(orders)
    ]

"""Which games a match plays: seat orders and seeds, rotated fairly between the bots.

Games come in rotation groups of every seating order (2 for two seats, 6 for three); all
games of a group share one seed, so seat order is the only difference inside a group. A
number of games is rounded up to whole groups.

Each group's seed is a hash of the match seed and the group number, as wide as a Java
`long` (CodinGame draws a random long per match). Consecutive small seeds would not do:
java.util.Random's first draws barely move between neighbouring seeds, so seeds 1..1000
give only 365 Chess960 start positions, all with the dark-squared bishop on one quarter of
its files.
"""

from __future__ import annotations

import hashlib
import itertools
import math
from dataclasses import dataclass


@dataclass(frozen=True)
class ScheduledGame:
    index: int  # 0-based
    group: int  # rotation group: the games that share `seed`
    seed: int
    seating: tuple[int, ...]  # bot index per seat


def group_seed(match_seed: int, group: int) -> int:
    """The referee seed of rotation group `group`: a signed 64-bit number from SHA-256, so
    the same on every run and platform and spread over all 48 bits java.util.Random keeps.
    """
    digest = hashlib.sha256(f"arena match {match_seed} group {group}".encode()).digest()
    return int.from_bytes(digest[:8], "big", signed=True)


def schedule(
    games: int, seats: int, match_seed: int, first_group: int = 0
) -> list[ScheduledGame]:
    """Whole rotation groups covering at least `games` games, numbered from `first_group`
    (a caller playing several line-ups under one match seed keeps their seeds apart)."""
    orders = list(itertools.permutations(range(seats)))
    groups = max(1, math.ceil(games / len(orders)))
    return [
        ScheduledGame(
            index=group * len(orders) + position,
            group=first_group + group,
            seed=group_seed(match_seed, first_group + group),
            seating=order,
        )
        for group in range(groups)
        for position, order in enumerate(orders)
    ]

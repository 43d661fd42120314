"""How good a position is for one player, in the units of the final score.

The game is a race to make the most moves: each knight is out when its squares run out, so
the evaluation estimates every living knight's remaining moves and compares ours with each
opponent's. While knights can still reach common squares, a knight's moves are estimated
from its territory (the squares it reaches before anyone else, breadth-first over knight
jumps); once a knight's reachable region touches nobody else's, its moves are exactly the
longest knight path inside that region, searched with a node cap.

Values are from one player's point of view: +OPPONENT_VALUE for each opponent it outlasts and
-OPPONENT_VALUE for each that outlasts it, so the final scores 2, 1, 0 are worth
+2, 0, -2 times OPPONENT_VALUE.
"""

import time

from .board import FULL, KNIGHT_MOVES, PLAYERS, spread

OPPONENT_VALUE = 1000
# An estimate never claims a sure result: its per-opponent share stays below this.
ESTIMATE_LIMIT = 900  # tune: 500..990
# Softness of the estimate: a lead of this many moves is worth half of ESTIMATE_LIMIT.
LEAD_SCALE = 8  # tune: 2..24
PATH_NODE_CAP = 1000  # tune: 200..5000
MEMO_LIMIT = 200000
DARK = 0xAA55AA55AA55AA55  # squares whose file + rank is even (a1, c1, ..., b2): bit 0 is a1


def final_value(score):
    """The value of finishing with `score` (0, 1 or 2)."""
    return (score - 1) * 2 * OPPONENT_VALUE


def reachable(square, free):
    """The free squares a knight on `square` could ever reach."""
    region = 0
    frontier = KNIGHT_MOVES[square] & free
    while frontier:
        region |= frontier
        frontier = spread(frontier) & free & ~region
    return region


def path_bound(square, region):
    """An upper bound on a knight path from `square` inside `region`: jumps alternate colours,
    so the path takes squares of the other colour and its own colour in turn."""
    own = region & (DARK if (1 << square) & DARK else ~DARK & FULL)
    other_count = (region ^ own).bit_count()
    own_count = own.bit_count()
    return min(2 * other_count, 2 * own_count + 1)


class LongestPath:
    """Exact longest knight paths inside regions, memoised by (square, region).

    Each call may visit `cap` nodes and stops at `deadline` (if set); a search cut short
    returns the best path found so far (a lower bound) and stores nothing, so stored lengths
    are always exact.
    """

    def __init__(self, cap=PATH_NODE_CAP, deadline=None):
        self.cap = cap
        self.deadline = deadline
        self.memo = {}
        self.budget = 0

    def length(self, square, region, cap=None):
        """The number of moves of the longest path from `square`, and whether it is exact."""
        self.budget = self.cap if cap is None else cap
        if len(self.memo) > MEMO_LIMIT:
            self.memo.clear()
        length = self._search(square, region)
        return length, self.budget > 0

    def best_move(self, square, region, cap):
        """The first square of the longest path found within `cap` nodes, and its length."""
        self.budget = cap
        best_target, best_length = -1, -1
        for target in self._ordered_targets(square, region):
            length = 1 + self._search(target, region & ~(1 << target))
            if length > best_length:
                best_target, best_length = target, length
            if self.budget <= 0:
                break
        return best_target, best_length

    def _ordered_targets(self, square, region):
        """Targets with the fewest onward jumps first (Warnsdorff), which finds long paths early."""
        targets = KNIGHT_MOVES[square] & region
        ordered = []
        while targets:
            low = targets & -targets
            target = low.bit_length() - 1
            targets ^= low
            ordered.append(((KNIGHT_MOVES[target] & region).bit_count(), target))
        ordered.sort()
        return [target for _, target in ordered]

    def _search(self, square, region):
        key = (region << 6) | square
        known = self.memo.get(key)
        if known is not None:
            return known
        self.budget -= 1
        if self.budget & 255 == 0 and self.deadline is not None:
            if time.perf_counter() > self.deadline:
                self.budget = 0
        if self.budget <= 0:
            return 0
        bound = path_bound(square, region)
        best = 0
        for target in self._ordered_targets(square, region):
            length = 1 + self._search(target, region & ~(1 << target))
            if length > best:
                best = length
                if best >= bound:
                    break
            if self.budget <= 0:
                return best
        self.memo[key] = best
        return best


def territory_moves(knights, order, free):
    """Estimated remaining moves per player in `order` (turn order from the player to move).

    Breadth-first from all knights at once, one step per player in turn order, so a square two
    players reach at the same distance goes to the one who moves first; then each player's
    squares are turned into a path-length bound by colour alternation.
    """
    unclaimed = free
    frontiers = [1 << knights[player] for player in order]
    claimed = [0] * len(order)
    growing = True
    while growing:
        growing = False
        for index, frontier in enumerate(frontiers):
            if frontier:
                new = spread(frontier) & unclaimed
                unclaimed ^= new
                frontiers[index] = new
                claimed[index] |= new
                growing = growing or bool(new)
    return [
        path_bound(knights[player], claimed[index])
        for index, player in enumerate(order)
    ]


class Evaluator:
    def __init__(self, path_cap=PATH_NODE_CAP, deadline=None):
        self.paths = LongestPath(path_cap, deadline)

    def remaining_moves(self, blocked, knights, order):
        """Per player in `order`: estimated moves left, and whether that count is exact
        (the knight is walled off from everyone else and its longest path was found)."""
        free = ~blocked & FULL
        regions = [reachable(knights[player], free) for player in order]
        estimates = None
        counts = []
        for index, player in enumerate(order):
            others = 0
            for other_index, region in enumerate(regions):
                if other_index != index:
                    others |= region
            if regions[index] & others:
                if estimates is None:
                    estimates = territory_moves(knights, order, free)
                counts.append((estimates[index], False))
            else:
                counts.append(self.paths.length(knights[player], regions[index]))
        return counts

    def evaluate(self, blocked, knights, alive, to_move, me):
        """The value for `me` (alive) of the position with `to_move` to play."""
        order = [
            (to_move + step) % PLAYERS
            for step in range(PLAYERS)
            if alive[(to_move + step) % PLAYERS]
        ]
        counts = self.remaining_moves(blocked, knights, order)
        my_index = order.index(me)
        my_moves, my_exact = counts[my_index]
        value = (PLAYERS - len(order)) * OPPONENT_VALUE
        for index, (moves, exact) in enumerate(counts):
            if index == my_index:
                continue
            # A player runs out on its turn after its last move: with equal counts the one
            # earlier in turn order runs out first.
            lead = my_moves - moves + (0.5 if my_index > index else -0.5)
            if exact and my_exact:
                value += OPPONENT_VALUE - 1 if lead > 0 else 1 - OPPONENT_VALUE
            else:
                value += int(ESTIMATE_LIMIT * lead / (abs(lead) + LEAD_SCALE))
        return value

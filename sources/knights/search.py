"""Three-player search: paranoid alpha-beta and best-reply search (BRS), iteratively deepened.

Paranoid search treats both opponents as one coalition minimising our value and follows the
real turn order. BRS alternates our move with a single layer in which only the most harmful
opponent moves (the other passes), so it looks further ahead at our own moves. Both prune with
alpha-beta against our value, keep a transposition table (cutoffs and the first move to try),
and stop on a node budget (deterministic) or a deadline. A player with no move on its turn is
out: that is a forced step, not a ply.

Measured against each other (benchmarks/knights_inprocess.py, 1000 nodes a move), paranoid
won: 1.11 mean score as one paranoid against two BRS, 0.86 the other way round, and 1.77
against two paranoid3 baselines where BRS made 1.63. The bot plays paranoid.

Given opponent models (`opponents.OpponentModels`), paranoid search lets an opponent whose
play fits a model make only the moves the model expects: the coalition then plays as the
opponents really do, and the search sees further where it matters.
"""

import time

from .board import KNIGHT_MOVES, PLAYERS, next_alive, replace
from .evaluation import LongestPath, Evaluator, final_value, reachable

PARANOID = "paranoid"
BRS = "brs"
MAX_DEPTH = 64
EXACT, LOWER, UPPER = 0, 1, 2
# Path nodes for the root once we are walled off and the longest path is the whole answer;
# with a clock the deadline stops it first.
ISOLATED_PATH_CAP = 200000


class OutOfBudget(Exception):
    pass


class Search:
    def __init__(
        self, me, algorithm=PARANOID, node_limit=None, deadline=None, opponents=None
    ):
        self.me = me
        # OpponentModels: paranoid search lets an opponent play only the moves it expects.
        self.opponents = opponents
        self.algorithm = algorithm
        self.node_limit = node_limit
        self.deadline = deadline
        self.nodes = 0
        self.depth_reached = 0
        # With a node budget nothing may depend on the clock.
        self.clock_deadline = deadline if node_limit is None else None
        self.evaluator = Evaluator(deadline=self.clock_deadline)
        self.table = {}
        self.cut_by_depth = False

    def spend_node(self):
        self.nodes += 1
        if self.node_limit is not None:
            if self.nodes > self.node_limit:
                raise OutOfBudget
        elif time.perf_counter() > self.deadline:
            raise OutOfBudget

    def choose(self, blocked, knights, alive):
        """Our best move (a square index) with us to move; -1 only when we have no move."""
        me = self.me
        moves = KNIGHT_MOVES[knights[me]] & ~blocked
        targets = ordered_targets(moves, blocked, True)
        if len(targets) <= 1:
            return targets[0] if targets else -1
        isolated = self.isolated_move(blocked, knights, alive)
        if isolated is not None:
            return isolated
        best = targets[0]
        for depth in range(1, MAX_DEPTH + 1):
            self.cut_by_depth = False
            try:
                value, move = self.search_root(blocked, knights, alive, depth, best)
            except OutOfBudget:
                break
            best = move
            self.depth_reached = depth
            if abs(value) >= OPPONENT_SURE or not self.cut_by_depth:
                break
        return best

    def isolated_move(self, blocked, knights, alive):
        """The start of our longest path when our region touches no opponent's, else None."""
        free = ~blocked & ((1 << 64) - 1)
        mine = reachable(knights[self.me], free)
        for player in range(PLAYERS):
            if player != self.me and alive[player]:
                if reachable(knights[player], free) & mine:
                    return None
        cap = ISOLATED_PATH_CAP if self.node_limit is None else self.node_limit
        paths = LongestPath(deadline=self.clock_deadline)
        target, _ = paths.best_move(knights[self.me], mine, cap)
        return target

    def search_root(self, blocked, knights, alive, depth, previous_best):
        me = self.me
        moves = KNIGHT_MOVES[knights[me]] & ~blocked
        targets = ordered_targets(moves, blocked, True)
        targets.remove(previous_best)
        targets.insert(0, previous_best)
        alpha, beta = -INFINITY, INFINITY
        best_move = previous_best
        for target in targets:
            child_knights = replace(knights, me, target)
            child_blocked = blocked | (1 << target)
            self.spend_node()
            if self.algorithm == BRS:
                value = self.brs(
                    child_blocked, child_knights, alive, depth - 1, alpha, beta, False
                )
            else:
                value = self.paranoid(
                    child_blocked,
                    child_knights,
                    alive,
                    next_alive(alive, me),
                    depth - 1,
                    alpha,
                    beta,
                )
            if value > alpha:
                alpha, best_move = value, target
        return alpha, best_move

    def paranoid(self, blocked, knights, alive, mover, depth, alpha, beta):
        me = self.me
        moves = KNIGHT_MOVES[knights[mover]] & ~blocked
        while not moves:
            if mover == me:
                return final_value(alive.count(False))
            alive = replace(alive, mover, False)
            if alive.count(True) == 1:
                return final_value(2)
            mover = next_alive(alive, mover)
            moves = KNIGHT_MOVES[knights[mover]] & ~blocked
        if depth <= 0:
            self.cut_by_depth = True
            return self.evaluator.evaluate(blocked, knights, alive, mover, me)
        key = (blocked, knights, alive, mover)
        entry = self.table.get(key)
        hint = -1
        if entry is not None:
            entry_depth, entry_value, flag, hint = entry
            if entry_depth >= depth:
                if flag == EXACT:
                    return entry_value
                if flag == LOWER and entry_value >= beta:
                    return entry_value
                if flag == UPPER and entry_value <= alpha:
                    return entry_value
        maximising = mover == me
        if not maximising and self.opponents is not None:
            moves = (
                self.opponents.expected_moves(blocked, knights, alive, mover) or moves
            )
        targets = ordered_targets(moves, blocked, maximising)
        if hint in targets:
            targets.remove(hint)
            targets.insert(0, hint)
        following = next_alive(alive, mover)
        original_alpha, original_beta = alpha, beta
        best_value = -INFINITY if maximising else INFINITY
        best_move = targets[0]
        for target in targets:
            self.spend_node()
            value = self.paranoid(
                blocked | (1 << target),
                replace(knights, mover, target),
                alive,
                following,
                depth - 1,
                alpha,
                beta,
            )
            if maximising:
                if value > best_value:
                    best_value, best_move = value, target
                    alpha = max(alpha, value)
            elif value < best_value:
                best_value, best_move = value, target
                beta = min(beta, value)
            if alpha >= beta:
                break
        self.store(key, depth, best_value, original_alpha, original_beta, best_move)
        return best_value

    def brs(self, blocked, knights, alive, depth, alpha, beta, our_turn):
        me = self.me
        if our_turn:
            moves = KNIGHT_MOVES[knights[me]] & ~blocked
            if not moves:
                return final_value(alive.count(False))
            if depth <= 0:
                self.cut_by_depth = True
                return self.evaluator.evaluate(blocked, knights, alive, me, me)
        else:
            # Everyone gets a turn before ours comes back, so an opponent without a move now
            # is out before we move again.
            for player in range(PLAYERS):
                if player != me and alive[player]:
                    if not KNIGHT_MOVES[knights[player]] & ~blocked:
                        alive = replace(alive, player, False)
            if alive.count(True) == 1:
                return final_value(2)
            if depth <= 0:
                self.cut_by_depth = True
                mover = next_alive(alive, me)
                return self.evaluator.evaluate(blocked, knights, alive, mover, me)
        key = (blocked, knights, alive, our_turn)
        entry = self.table.get(key)
        hint = None
        if entry is not None:
            entry_depth, entry_value, flag, hint = entry
            if entry_depth >= depth:
                if flag == EXACT:
                    return entry_value
                if flag == LOWER and entry_value >= beta:
                    return entry_value
                if flag == UPPER and entry_value <= alpha:
                    return entry_value
        if our_turn:
            candidates = [
                (me, target) for target in ordered_targets(moves, blocked, True)
            ]
        else:
            candidates = []
            for step in range(1, PLAYERS):
                player = (me + step) % PLAYERS
                if alive[player]:
                    moves = KNIGHT_MOVES[knights[player]] & ~blocked
                    candidates += [
                        (player, target)
                        for target in ordered_targets(moves, blocked, False)
                    ]
        if hint in candidates:
            candidates.remove(hint)
            candidates.insert(0, hint)
        original_alpha, original_beta = alpha, beta
        best_value = -INFINITY if our_turn else INFINITY
        best_move = candidates[0]
        for player, target in candidates:
            self.spend_node()
            value = self.brs(
                blocked | (1 << target),
                replace(knights, player, target),
                alive,
                depth - 1,
                alpha,
                beta,
                not our_turn,
            )
            if our_turn:
                if value > best_value:
                    best_value, best_move = value, (player, target)
                    alpha = max(alpha, value)
            elif value < best_value:
                best_value, best_move = value, (player, target)
                beta = min(beta, value)
            if alpha >= beta:
                break
        self.store(key, depth, best_value, original_alpha, original_beta, best_move)
        return best_value

    def store(self, key, depth, value, alpha, beta, best_move):
        if value <= alpha:
            flag = UPPER
        elif value >= beta:
            flag = LOWER
        else:
            flag = EXACT
        self.table[key] = (depth, value, flag, best_move)


INFINITY = 10**9
# Values at least this large are results already settled (final_value), not estimates.
OPPONENT_SURE = final_value(2) - 1


def ordered_targets(moves, blocked, most_mobile_first):
    """Target squares sorted by the mover's onward jumps from them (a cheap first guess).

    Opponents try their most cramped squares first; the other order measured no better.
    """
    scored = []
    after = blocked | moves
    while moves:
        low = moves & -moves
        target = low.bit_length() - 1
        moves ^= low
        scored.append(((KNIGHT_MOVES[target] & ~after).bit_count(), target))
    scored.sort(reverse=most_mobile_first)
    return [target for _, target in scored]

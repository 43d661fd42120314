"""Negamax alpha-beta with a transposition table, principal-variation (null-window) search
and iterative deepening, stopped by a clock or, for replay, by a fixed node budget.

Scores are from the side to move. A win on ply `p` (counted from the root) scores
`WIN - p`, so shorter wins and longer defences are preferred; everything else is a heuristic
score of magnitude at most MAX_EVALUATION. When the depth covers every empty cell the
search is exact.
"""

import time

from .board import (
    BOARD_MASK,
    BOTTOM,
    CELLS,
    CENTRE_FIRST,
    COLUMN_MASKS,
    position_key,
    winning_cells,
)
from .evaluation import evaluate

WIN = 100_000
PROVEN = WIN - 1000  # scores beyond this are proven wins or losses
EXACT, LOWER, UPPER = 0, 1, 2
CHECK_EVERY = 16  # nodes between clock reads: little overshoot when the CPU is busy
TABLE_LIMIT = 400_000  # entries before the transposition table is cleared
FULL_DEPTH_MOVES = 3  # moves searched to full depth before late-move reductions


class OutOfBudget(Exception):
    """Raised inside the tree when the clock or the node budget runs out."""


def to_table(score, ply):
    """Proven scores are stored relative to the node, so they stay valid at any ply."""
    if score > PROVEN:
        return score + ply
    if score < -PROVEN:
        return score - ply
    return score


def from_table(score, ply):
    if score > PROVEN:
        return score - ply
    if score < -PROVEN:
        return score + ply
    return score


def ordered_moves(current, mask, candidates, first):
    """(column, the mover's threats after it) for the candidate cells, best first: the
    table's move, then the ones creating the most threats, centre first among equals.
    The threats are handed down so the child need not compute them again."""
    scored = []
    for column in CENTRE_FIRST:
        cell = candidates & COLUMN_MASKS[column]
        if cell:
            threats = winning_cells(current | cell, mask | cell)
            scored.append(
                (column != first, -threats.bit_count(), len(scored), column, threats)
            )
    scored.sort()
    return [(entry[3], entry[4]) for entry in scored]


def centre_first_moves(candidates, first):
    """(column, None) for the candidate cells, the table's move first, then centre first."""
    columns = [c for c in CENTRE_FIRST if candidates & COLUMN_MASKS[c]]
    if first in columns:
        columns.remove(first)
        columns.insert(0, first)
    return [(column, None) for column in columns]


class Search:
    def __init__(self):
        self.table = {}
        self.nodes = 0
        self.node_limit = None
        self.deadline = None
        self.next_check = 0
        self.interrupted = None
        self.depth_reached = 0
        self.iteration_scores = []  # the root score of each completed iteration

    def best_move(
        self, current, mask, time_budget=None, node_budget=None, interrupted=None
    ):
        """(column, score) for the side to move by iterative deepening until the budget
        runs out, `interrupted()` (polled with the clock) turns true, or the result is
        proven. Needs at least one open column."""
        self.interrupted = interrupted
        start = time.perf_counter()
        # a node budget replaces the clock entirely, so that replays are exact
        self.node_limit = None if node_budget is None else self.nodes + node_budget
        self.deadline = (
            None
            if time_budget is None or node_budget is not None
            else start + time_budget
        )
        self.next_check = self.nodes + CHECK_EVERY
        if len(self.table) > TABLE_LIMIT:
            self.table.clear()
        empty_cells = CELLS - mask.bit_count()
        self.depth_reached = 0
        self.iteration_scores = []
        possible = (mask + BOTTOM) & BOARD_MASK
        wins_now = winning_cells(current, mask) & possible
        if wins_now:
            return next(c for c in CENTRE_FIRST if wins_now & COLUMN_MASKS[c]), WIN - 1
        # until an iteration completes, the first column in move order
        best = (self.root_columns(current, mask, None)[0][0], 0)
        for depth in range(1, empty_cells + 1):
            try:
                best = self.search_root(current, mask, depth, best[0])
            except OutOfBudget as stopped:
                if stopped.args and stopped.args[0] is not None:
                    best = stopped.args[0]
                break
            self.depth_reached = depth
            self.iteration_scores.append(best[1])
            if abs(best[1]) > PROVEN:
                break
        return best

    def root_columns(self, current, mask, previous_best):
        """(columns to search, their candidate cells) at a root with no immediate win."""
        possible = (mask + BOTTOM) & BOARD_MASK
        their_wins = winning_cells(current ^ mask, mask)
        candidates = (their_wins & possible) or possible
        safe = candidates & ~(their_wins >> 1)
        # when every move loses, still play the one that loses slowest
        moves = ordered_moves(current, mask, safe or candidates, previous_best)
        return [column for column, _ in moves], candidates

    def search_root(self, current, mask, depth, previous_best):
        """One iteration over the root moves. On running out of budget it re-raises with
        the best move found so far in this iteration (searched first: the previous best).
        """
        columns, candidates = self.root_columns(current, mask, previous_best)
        alpha, beta = -WIN, WIN
        best = None
        for column in columns:
            cell = candidates & COLUMN_MASKS[column]
            child = (current ^ mask, mask | cell)
            try:
                if best is None:
                    score = -self.negamax(*child, depth - 1, -beta, -alpha, 1)
                else:
                    score = -self.negamax(*child, depth - 1, -alpha - 1, -alpha, 1)
                    if score > alpha:
                        score = -self.negamax(*child, depth - 1, -beta, -alpha, 1)
            except OutOfBudget:
                raise OutOfBudget(best)
            if best is None or score > alpha:
                best = (column, score)
                alpha = max(alpha, score)
        return best

    def negamax(
        self, current, mask, depth, alpha, beta, ply, their_wins=None, my_wins=None
    ):
        """The score of the position for the side to move; `their_wins` and `my_wins`,
        when known, are the opponent's and the mover's threats."""
        self.nodes += 1
        if self.nodes >= self.next_check:
            self.check_budget()
        possible = (mask + BOTTOM) & BOARD_MASK
        if my_wins is None:
            my_wins = winning_cells(current, mask)
        if my_wins & possible:
            return WIN - ply - 1
        if not possible:
            return 0
        opponent = current ^ mask
        if their_wins is None:
            their_wins = winning_cells(opponent, mask)
        candidates = their_wins & possible
        if candidates:
            if candidates & (candidates - 1):
                return -(WIN - ply - 2)
        else:
            candidates = possible
        candidates &= ~(their_wins >> 1)
        if not candidates:
            return -(WIN - ply - 2)
        single = not candidates & (candidates - 1)
        if depth <= 0 and not single:
            return evaluate(current, opponent, mask, my_wins, their_wins)
        # no win on the next ply is possible, so the best is a win on ply + 3
        if beta > WIN - ply - 3:
            beta = WIN - ply - 3
            if alpha >= beta:
                return beta
        key = position_key(current, mask)
        entry = self.table.get(key)
        first = None
        if entry is not None:
            entry_depth, flag, stored, first = entry
            if entry_depth >= depth:
                score = from_table(stored, ply)
                if flag == EXACT:
                    return score
                if flag == LOWER and score >= beta:
                    return score
                if flag == UPPER and score <= alpha:
                    return score
        original_alpha = alpha
        next_depth = depth if single else depth - 1
        best_score = -WIN
        best_column = None
        if next_depth > 0:
            moves = ordered_moves(current, mask, candidates, first)
        else:
            # the children are evaluated statically: a cheap order is worth more here
            moves = centre_first_moves(candidates, first)
        for index, (column, threats) in enumerate(moves):
            cell = candidates & COLUMN_MASKS[column]
            child_mask = mask | cell
            child = (opponent, child_mask, next_depth)
            # the child's mover is our opponent, whose threats lose only the cell filled
            child_wins = their_wins & ~cell
            if best_column is not None:
                score = alpha + 1
                if index >= FULL_DEPTH_MOVES and next_depth >= 2 and not threats:
                    # a late move that makes no threat is first searched one ply less
                    score = -self.negamax(
                        opponent,
                        child_mask,
                        next_depth - 1,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                        threats,
                        child_wins,
                    )
                if score > alpha:
                    # a null window shows cheaply that a later move is no better, most times
                    score = -self.negamax(
                        *child, -alpha - 1, -alpha, ply + 1, threats, child_wins
                    )
            if best_column is None or alpha < score < beta:
                score = -self.negamax(
                    *child, -beta, -alpha, ply + 1, threats, child_wins
                )
            if score > best_score:
                best_score = score
                best_column = column
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        if best_score <= original_alpha:
            flag = UPPER
        elif best_score >= beta:
            flag = LOWER
        else:
            flag = EXACT
        self.table[key] = (depth, flag, to_table(best_score, ply), best_column)
        return best_score

    def check_budget(self):
        self.next_check = self.nodes + CHECK_EVERY
        if self.node_limit is not None:
            if self.nodes >= self.node_limit:
                raise OutOfBudget
            self.next_check = min(self.next_check, self.node_limit)
        elif self.deadline is not None and time.perf_counter() >= self.deadline:
            raise OutOfBudget
        if self.interrupted is not None and self.interrupted():
            raise OutOfBudget

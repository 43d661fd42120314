"""Weak opponents for benchmarks and transcript recording, with the searcher's interface:
`RandomMover` plays a uniformly random legal move (seeded by the position, so replays
repeat), `GreedyMover` the move whose resulting position evaluates best one ply deep."""

import random

from .board import Board
from .evaluation import evaluate
from .search import MATE, SearchResult


class RandomMover:
    def choose(self, board: Board, budget, avoid=frozenset()) -> SearchResult:
        moves = [move for move in board.legal_moves() if move not in avoid]
        if not moves:
            return SearchResult(None, 0, 0, 0)
        return SearchResult(random.Random(board.hash).choice(moves), 0, 0, len(moves))


class GreedyMover:
    def choose(self, board: Board, budget, avoid=frozenset()) -> SearchResult:
        best, best_score = None, -MATE - 1
        moves = [move for move in board.legal_moves() if move not in avoid]
        for move in moves:
            board.push(move)
            if board.legal_moves():
                score = -evaluate(board)
            else:
                score = MATE if board.is_check() else 0
            board.pop()
            if score > best_score:
                best, best_score = move, score
        return SearchResult(best, best_score, 1, len(moves))


BASELINES = {"random": RandomMover, "greedy": GreedyMover}

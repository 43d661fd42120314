"""Judge protocol: `white`/`black`, then `<move> <time> <time> <FEN>` whenever a move is
wanted, answered by one move line; `A`/`D` tells whether it was accepted. Nothing is printed
unasked; castling is `O-O`/`O-O-O`; promotions are four characters and mean a queen."""

import gc
import os
import sys
import time

from ..chesscore.board import Board
from ..chesscore.budget import Budget
from ..chesscore.search import Searcher
from ..chesscore.tables import CASTLING, QUEEN, PROMOTION_KIND

# The clock's unit is not specified; arena-facts 4.4 suggests tenths of a second.
CLOCK_UNITS_PER_SECOND = 10
MOVES_TO_PLAN_FOR = 30
MOST_SECONDS_PER_MOVE = 0.5
# A clock reading of 0 units still leaves up to one unit: count it as half a unit.
LEAST_CLOCK_UNITS = 0.5


def read_line() -> str:
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line.strip()


def budget_for_move(started: float, clock: str) -> Budget:
    """A share of the remaining clock that shrinks with it and never reaches zero, so that
    a long game does not run the clock out (no floor above what is left)."""
    nodes = os.environ.get("ARENA_NODES")
    try:
        units_left = max(LEAST_CLOCK_UNITS, int(clock))
    except ValueError:
        units_left = LEAST_CLOCK_UNITS
    seconds_left = units_left / CLOCK_UNITS_PER_SECOND
    seconds = min(MOST_SECONDS_PER_MOVE, seconds_left / MOVES_TO_PLAN_FOR)
    return Budget(started, seconds, int(nodes) if nodes else None)


def judge_notation(board: Board, move: int) -> str:
    if move >> 14 == CASTLING:
        return "O-O" if move >> 7 & 127 > move & 127 else "O-O-O"
    return board.uci(move)[:4]


def as_queen_promotion(move: int) -> int:
    """Four-character promotions are queen promotions, so any promotion the chooser picks is
    played as one."""
    if move >> 14 >= 4:
        return move & 16383 | PROMOTION_KIND[QUEEN] << 14
    return move


class Player:
    """The position being answered, the moves the judge denied in it, and the keys of the
    game's earlier positions (each turn starts from a fresh FEN), and the searcher with its
    transposition table."""

    def __init__(self, searcher) -> None:
        self.history = []
        self.searcher = searcher
        self.board = None
        self.tried = set()
        self.last_answer = None
        self.started = 0.0
        self.clock = "0"

    def position(self, line: str):
        fields = line.split(None, 3)
        self.clock = fields[1]
        self.board = Board(fields[3])
        self.board.history = list(self.history)
        self.tried = set()
        return self.answer()

    def answer(self):
        """A legal move not yet denied in this position, or None when none is left."""
        board = self.board
        underpromotions = {move for move in board.legal_moves() if 4 <= move >> 14 < 7}
        budget = budget_for_move(self.started, self.clock)
        move = self.searcher.choose(board, budget, self.tried | underpromotions).move
        if move is None:
            return None
        move = as_queen_promotion(move)
        self.tried.add(move)
        self.last_answer = move
        return judge_notation(board, move)

    def accepted(self) -> None:
        if self.last_answer is None:
            return
        self.board.push(self.last_answer)
        self.history = self.board.history + [self.board.hash]
        self.last_answer = None


def main(new_searcher=Searcher) -> None:
    """Play the game with `new_searcher()` (the baselines pass theirs)."""
    try:
        # The search makes no reference cycles; a collector pass in the middle of a turn
        # could cost milliseconds the turn does not have.
        gc.disable()
        read_line()  # our colour: every position line carries the side to move in its FEN
        player = Player(new_searcher())
        while True:
            line = read_line()
            if not line:
                continue
            status = line.split()[0]
            if status == "A":
                player.accepted()
                continue
            if status == "D":
                # The local referee lets a denied bot retry at once with another move.
                reply = player.answer() if player.board is not None else None
                if reply is not None:
                    print(reply, flush=True)
                continue
            player.started = time.perf_counter()
            if len(line.split(None, 3)) < 4:
                print(f"unexpected input: {line!r}", file=sys.stderr)
                continue
            reply = player.position(line)
            if reply is not None:
                print(reply, flush=True)
    except EOFError:
        return

"""Judge protocol: `white`/`black`, then `<move> <time> <time> <FEN>` whenever a move is
wanted, answered by one move line; `A`/`D` tells whether it was accepted. Nothing is printed
unasked; castling is `O-O`/`O-O-O`; promotions are four characters and mean a queen. Input is
read by the generated reader (`sources/readers/judge_chess.py`, from `stubs/judge-chess.stub`).
"""

import gc
import os
import sys
import time

from ..chesscore.board import Board
from ..chesscore.budget import Budget
from ..chesscore.search import Searcher
from ..chesscore.tables import CASTLING, QUEEN, PROMOTION_KIND
from ..readers.judge_chess import EndOfInput, InputError, Reader

# The clock's unit is not specified; arena-facts 4.4 suggests tenths of a second.
CLOCK_UNITS_PER_SECOND = 10
MOVES_TO_PLAN_FOR = 30
MOST_SECONDS_PER_MOVE = 0.5
# A clock reading of 0 units still leaves up to one unit: count it as half a unit.
LEAST_CLOCK_UNITS = 0.5


def budget_for_move(started: float, clock: int) -> Budget:
    """A share of the remaining clock that shrinks with it and never reaches zero, so that
    a long game does not run the clock out (no floor above what is left)."""
    nodes = os.environ.get("ARENA_NODES")
    seconds_left = max(LEAST_CLOCK_UNITS, clock) / CLOCK_UNITS_PER_SECOND
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
        self.clock = 0

    def position(self, fen: str, clock: int):
        self.clock = clock
        self.board = Board(fen)
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


def play_turn(reader: Reader, player: Player) -> None:
    """One position: answer it, and answer again for as long as the judge denies."""
    turn = reader.read_turn()
    player.started = time.perf_counter()
    reply = player.position(turn.fen, turn.my_time)
    while reply is not None:
        print(reply, flush=True)
        status = reader.read_status().status
        if status == "A":
            player.accepted()
            return
        if status != "D":
            print(f"judge_chess: unknown status {status!r}", file=sys.stderr)
            return
        # The local referee lets a denied bot retry at once with another move.
        reply = player.answer()
    print(f"judge_chess: no move left to try in {turn.fen}", file=sys.stderr)


def main(new_searcher=Searcher) -> None:
    """Play the game with `new_searcher()` (the baselines pass theirs)."""
    reader = Reader(sys.stdin.readline)
    try:
        # The search makes no reference cycles; a collector pass in the middle of a turn
        # could cost milliseconds the turn does not have.
        gc.disable()
        reader.read_init()  # our colour: every position line carries the side to move
        player = Player(new_searcher())
        while True:
            try:
                play_turn(reader, player)
            except InputError as error:
                # Every position line is a whole FEN, so the next one puts the bot back in
                # step.
                print(f"judge_chess: {error}; waiting for a position", file=sys.stderr)
    except EndOfInput:
        return

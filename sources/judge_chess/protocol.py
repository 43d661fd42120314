"""Judge protocol: `white`/`black`, then `<move> <time> <time> <FEN>` whenever a move is
wanted, answered by one move line; `A`/`D` tells whether it was accepted. Nothing is printed
unasked; castling is `O-O`/`O-O-O`; promotions are four characters and mean a queen. Input is
read by the generated reader (`sources/readers/judge_chess.py`, from `bundler/codegen/stubs/judge-chess.stub`).

Every line says what it is (a status line has two fields, a position line more), so bad
input costs a line on stderr, never the game: a line that does not parse, a FEN that is no
legal position or does not have this bot to move, or a last move that cannot have led to it
is reported and skipped, and the bot waits for the next good position line, which it
answers (the status lines in between, of the move it never made, are skipped in silence). A
status line with no move to judge and a position line sent twice are reported and ignored;
a new position where a status was due is answered.
"""

import gc
import os
import sys
import time

from ..chesscore.board import Board, FenError
from ..chesscore.budget import Budget
from ..chesscore.search import Searcher
from ..chesscore.tables import CASTLING, PROMOTION_KIND, QUEEN, WHITE
from ..readers.judge_chess import EndOfInput, InputError, Reader

# The clock's unit is not specified; arena-facts 4.4 suggests tenths of a second.
CLOCK_UNITS_PER_SECOND = 10
MOVES_TO_PLAN_FOR = 30
MOST_SECONDS_PER_MOVE = 0.5
# A clock reading of 0 units still leaves up to one unit: count it as half a unit.
LEAST_CLOCK_UNITS = 0.5
COLOURS = ("white", "black")


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

    def position(self, board: Board, clock: int):
        self.clock = clock
        self.board = board
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


class Lines:
    """The reader's `readline`, with a look at the next line before the reader takes it:
    a status line is told from a position line by its number of fields."""

    def __init__(self, readline) -> None:
        self.readline = readline
        self.ahead = None

    def __call__(self):
        line = self.peek()
        self.ahead = None
        return line

    def peek(self):
        if self.ahead is None:
            self.ahead = self.readline()
        return self.ahead

    def status_next(self) -> bool:
        return len(self.peek().split()) == 2


class Judge:
    """The conversation with the judge: what the bot waits for, and whether it is in step."""

    def __init__(self, reader: Reader, lines: Lines, player: Player) -> None:
        self.reader = reader
        self.lines = lines
        self.player = player
        self.colour = None  # WHITE or BLACK once the first line has named it
        self.answered = None  # the position whose move awaits a status
        self.in_step = True  # False from a bad line to the next good position line

    def lose_step(self, problem) -> None:
        """A bad line: one stderr line, then wait for a position."""
        print(f"judge_chess: {problem}; waiting for a position", file=sys.stderr)
        self.in_step = False
        self.answered = None

    def ignore(self, problem) -> None:
        """A good line sent when it was not wanted: one stderr line, then carry on without
        it. Out of step, it is most likely the status of a rejected position's move: not
        worth a line of its own."""
        if self.in_step:
            print(f"judge_chess: {problem}; ignored", file=sys.stderr)

    def read_colour(self) -> None:
        try:
            colour = self.reader.read_init().color
            if colour not in COLOURS:
                raise InputError(
                    f"input line 1: color: expected white or black, got {colour!r}"
                )
            self.colour = COLOURS.index(colour)
        except InputError as error:
            self.lose_step(error)

    def step(self) -> None:
        """Read one line and act on it."""
        try:
            if self.lines.status_next():
                self.status(self.reader.read_status())
            else:
                self.position(self.reader.read_turn())
        except InputError as error:
            self.lose_step(error)

    def status(self, status) -> None:
        line = self.reader.line_number
        if status.status not in ("A", "D"):
            raise InputError(
                f"input line {line}: status: expected A or D, got {status.status!r}"
            )
        if self.answered is None:
            self.ignore(f"input line {line}: a status with no move to judge")
        elif status.status == "A":
            self.player.accepted()
            self.answered = None
        else:
            # The local referee lets a denied bot retry at once with another move.
            self.play(self.player.answer())

    def position(self, turn) -> None:
        line = self.reader.line_number
        if turn == self.answered:
            self.ignore(f"input line {line}: the same position again before its status")
            return
        self.player.started = time.perf_counter()
        board = self.checked_board(turn, line)
        if self.answered is not None:
            print(
                f"judge_chess: input line {line}: a new position before the status of"
                " the last move; answering it",
                file=sys.stderr,
            )
        self.in_step = True
        self.answered = turn
        self.play(self.player.position(board, turn.my_time))

    def checked_board(self, turn, line: int) -> Board:
        """The turn's position, if it is a legal one with this bot to move that the
        opponent's last move (four characters, O-O, O-O-O or NONE) can have led to."""
        fields = turn.fen.split()
        if len(fields) != 6:
            raise InputError(
                f"input line {line}: fen: expected 6 fields, got {turn.fen!r}"
            )
        try:
            board = Board(turn.fen)
        except FenError as error:
            raise InputError(f"input line {line}: fen: {error}") from None
        if self.colour is not None and board.turn != self.colour:
            raise InputError(
                f"input line {line}: fen: {fields[1]} to move, but this bot plays"
                f" {COLOURS[self.colour]}"
            )
        last_move = turn.last_move
        if last_move == "NONE":
            if board.turn != WHITE or board.fullmove != 1:
                raise InputError(f"input line {line}: lastMove: NONE after move 1")
        elif not (
            (len(last_move) == 4 or last_move in ("O-O", "O-O-O"))
            and board.fits_last_move(last_move)
        ):
            raise InputError(
                f"input line {line}: lastMove: {last_move!r} cannot have led to the"
                " position"
            )
        return board

    def play(self, reply) -> None:
        if reply is None:
            print(
                f"judge_chess: no move left to try in {self.player.board.fen()}",
                file=sys.stderr,
            )
            self.answered = None
            return
        print(reply, flush=True)


def main(new_searcher=Searcher) -> None:
    """Play the game with `new_searcher()` (the baselines pass theirs)."""
    lines = Lines(sys.stdin.buffer.readline)
    judge = Judge(Reader(lines), lines, Player(new_searcher()))
    try:
        # The search makes no reference cycles; a collector pass in the middle of a turn
        # could cost milliseconds the turn does not have.
        gc.disable()
        judge.read_colour()
        while True:
            judge.step()
    except EndOfInput:
        return

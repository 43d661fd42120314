"""CodinGame Chess (Chess960) protocol: the configuration turn, then one move per turn over
two games, the bot's colour read from each game's FEN. Input is read by the generated reader
(`sources/readers/chess960.py`, from `bundler/codegen/stubs/chess960.stub`) and checked: a FEN that is no
legal position, a last move that cannot have led to it or a game number other than 1 or 2
means the bot is out of step with the referee, so it says so in one line on stderr and
stops rather than answer.

Draws: an offer is accepted (`draw`) only when the search finds the bot clearly worse, and
the bot offers one (`move=`) only in that case too; repetitions are steered by the search's
draw score (avoided when ahead, sought when behind).
"""

import gc
import os
import sys
import time

from ..chesscore.board import Board, FenError, start_fen_with_back_rank
from ..chesscore.budget import Budget
from ..chesscore.search import Searcher
from ..chesscore.tables import BLACK, WHITE
from ..pipe_input import pipe_input_or_none
from ..readers.chess960 import EndOfInput, InputError, Reader

# The FEN comes last: no other input can pass for one, so a line lost or repeated anywhere
# in a turn shows before the bot answers (with the FEN first, a repeated draw `1` would
# read as game `1` and the turn would be answered a line early).
INPUTS = "lastmove draw game fen"
REQUESTED = INPUTS.split()
# Search time per move, counted from reading the turn's first line. The arena allows 50 ms;
# the rest covers parsing, printing and being descheduled while the other core is busy.
# Alone on a 2-core VM, 33 ms gave 11 answers after 50 ms in 1,200 games (51 to 122 ms,
# stalls of the machine) and 27 ms gave 4 in 1,400 (52 to 56 ms, in bursts of stalls that
# also held up the engine's answers): stronger by about 5 points against Stockfish 1600 is
# not worth the timeouts.
SEARCH_SECONDS = 0.027
# Warming the interpreter's specialised bytecode in the 1 s configuration turn.
WARM_UP_SECONDS = 0.3
# Thinking on the opponent's time stops when its move starts to arrive, or after this long
# (a stalled referee is not searched for).
PONDER_SECONDS = 1.0
# Below this score (centipawns, the bot's view) a draw is the best the bot can expect.
DRAW_WORTHY_SCORE = -150


def configure(reader: Reader) -> None:
    """Turn 1: read the referee's constants, name the inputs wanted every turn, and use
    the long first-turn limit to run the search once."""
    started = time.perf_counter()
    init = reader.read_init()
    names = init.constant_names
    for index, (name, value) in enumerate(zip(names, init.constant_values)):
        line = f"input line {index + 2}: constantNames"
        if name in names[:index]:
            raise InputError(f"{line}: {name!r} given twice")
        if name == "crazyHouse" and value != 0:
            raise InputError(
                f"{line}: crazyHouse {value}: this bot plays no crazyhouse"
            )
    Searcher().choose(
        Board(start_fen_with_back_rank("RNBQKBNR")),
        Budget(started, WARM_UP_SECONDS, node_budget()),
    )
    print(INPUTS, flush=True)


def node_budget():
    """`ARENA_NODES`: a fixed number of nodes per search instead of the clock."""
    nodes = os.environ.get("ARENA_NODES")
    return int(nodes) if nodes else None


def budget_for_turn(started: float) -> Budget:
    return Budget(started, SEARCH_SECONDS, node_budget())


def checked_position(turn, first_line: int) -> Board:
    """The turn's position, if the turn holds together: a legal position, a last move
    that can have led to it (`none` only before White's first move) and game 1 or 2."""

    def bad(name: str, problem) -> InputError:
        return InputError(f"input line {first_line + REQUESTED.index(name)}: {problem}")

    fen = (
        f"{turn.board} {turn.color} {turn.castling} {turn.en_passant}"
        f" {turn.half_move_clock} {turn.full_move}"
    )
    try:
        board = Board(fen)
    except FenError as error:
        raise bad("fen", f"fen: {error}") from None
    if turn.game_number not in (1, 2):
        raise bad("game", f"gameNumber: expected 1 or 2, got {turn.game_number}")
    if board.turn == BLACK and board.fullmove == 1:
        # Black's first turn: Black has not moved yet (its start rank is what the game's
        # repetitions count from, see Game).
        black_back_rank, black_pawns = turn.board.split("/")[:2]
        if not (black_back_rank.isalpha() and len(black_back_rank) == 8) or (
            black_pawns != "pppppppp"
        ):
            raise bad(
                "fen", f"fen: move 1 with Black to move, but Black has moved: {fen!r}"
            )
    if turn.last_move == "none":
        if board.turn != WHITE or board.fullmove != 1:
            raise bad("lastmove", "lastMove: 'none' after the game's first move")
    elif not board.fits_last_move(turn.last_move):
        raise bad(
            "lastmove", f"lastMove: {turn.last_move!r} cannot have led to {fen!r}"
        )
    return board


class Game:
    """What one player of one game remembers between turns: the keys of earlier positions,
    so that repetitions count across turns although each turn starts from a fresh FEN, and
    the searcher with its transposition table.
    """

    def __init__(self, number: int, board: Board, searcher) -> None:
        self.number = number
        self.history = []
        self.searcher = searcher
        # The position after the bot's last move, the opponent to move.
        self.opponent_to_move = None
        if board.turn == BLACK and board.fullmove == 1:
            # Black's first turn: the start position, which counts for repetitions, is
            # Black's untouched back rank mirrored.
            black_back_rank = board.fen().split("/")[0]
            self.history.append(
                Board(start_fen_with_back_rank(black_back_rank.upper())).hash
            )

    def answer(self, board: Board, draw_offered: bool, started: float) -> str:
        board.history = list(self.history)
        result = self.searcher.choose(board, budget_for_turn(started))
        if result.move is None:
            print(f"no legal move in {board.fen()}", file=sys.stderr)
            return "resign"
        draw_worthy = result.score <= DRAW_WORTHY_SCORE
        if draw_offered and draw_worthy:
            return "draw"
        text = board.uci(result.move)
        board.push(result.move)
        self.history = board.history + [board.hash]
        self.opponent_to_move = board
        return text + "=" if draw_worthy else text

    def ponder(self, interrupted) -> None:
        """Search the opponent's position until `interrupted()` says its move is arriving."""
        if self.opponent_to_move is not None:
            budget = Budget(time.perf_counter(), PONDER_SECONDS, None, interrupted)
            self.searcher.ponder(self.opponent_to_move, budget)
            self.opponent_to_move = None


class StampedLines:
    """`readline` that notes when each turn's first line was read. The arena's clock runs
    from sending the turn, so the bot's runs from its first line: on a busy machine reading
    and parsing the rest can wait several milliseconds for the processor."""

    def __init__(self, readline) -> None:
        self.read_line = readline
        self.first_read_at = None

    def readline(self) -> bytes:
        line = self.read_line()
        if self.first_read_at is None:
            self.first_read_at = time.perf_counter()
        return line

    def next_turn(self) -> None:
        self.first_read_at = None


def main(new_searcher=Searcher, ponder=True) -> None:
    """Play every turn with a fresh `new_searcher()` per game (the baselines pass theirs and
    `ponder=False`): with `ponder`, the bot thinks on the opponent's time."""
    source = pipe_input_or_none(node_budget()) if ponder else None
    lines = StampedLines(source.readline if source else sys.stdin.buffer.readline)
    reader = Reader(lines.readline)
    try:
        # The search makes no reference cycles; a collector pass in the middle of a turn
        # could cost milliseconds the turn does not have.
        gc.disable()
        configure(reader)
        game = None
        # A game's searcher is made, and the last game's freed, between turns: freeing a
        # used table took 8 ms, making one 1.4 ms, time a game's first turn lacks.
        spare = new_searcher()
        while True:
            first_line = reader.line_number + 1
            lines.next_turn()
            turn = reader.read_turn(REQUESTED)
            started = lines.first_read_at
            board = checked_position(turn, first_line)
            new_game = (
                game is None
                or turn.game_number != game.number
                or turn.last_move == "none"
            )
            playing = Game(turn.game_number, board, spare) if new_game else game
            print(playing.answer(board, turn.draw_offered, started), flush=True)
            if new_game:
                game = playing
                spare = new_searcher()
            if source is not None:
                game.ponder(source.waiting)
    except EndOfInput:
        return
    except InputError as error:
        # Out of step with the referee: no later line can be trusted either.
        print(f"chess960: bad input, stopping: {error}", file=sys.stderr)

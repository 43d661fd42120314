"""CodinGame Chess (Chess960) protocol: the configuration turn, then one move per turn over
two games, the bot's colour read from each game's FEN. Input is read by the generated reader
(`sources/readers/chess960.py`, from `stubs/chess960.stub`).

Draws: an offer is accepted (`draw`) only when the search finds the bot clearly worse, and
the bot offers one (`move=`) only in that case too; repetitions are steered by the search's
draw score (avoided when ahead, sought when behind).
"""

import gc
import os
import sys
import time

from ..chesscore.board import Board, start_fen_with_back_rank
from ..chesscore.budget import Budget
from ..chesscore.search import Searcher
from ..readers.chess960 import EndOfInput, InputError, Reader

INPUTS = "fen lastmove draw game"
REQUESTED = INPUTS.split()
# Search time per move, counted from reading the turn's first line. The arena allows 50 ms;
# the rest covers parsing, printing and being descheduled while the other core is busy.
SEARCH_SECONDS = 0.024
# Warming the interpreter's specialised bytecode in the 1 s configuration turn.
WARM_UP_SECONDS = 0.3
# Below this score (centipawns, the bot's view) a draw is the best the bot can expect.
DRAW_WORTHY_SCORE = -150


def configure(reader: Reader) -> None:
    """Turn 1: read the referee's constants, name the inputs wanted every turn, and use
    the long first-turn limit to run the search once."""
    started = time.perf_counter()
    reader.read_init()
    Searcher().choose(
        Board(start_fen_with_back_rank("RNBQKBNR")), Budget(started, WARM_UP_SECONDS)
    )
    print(INPUTS, flush=True)


def budget_for_turn(started: float) -> Budget:
    nodes = os.environ.get("ARENA_NODES")
    return Budget(started, SEARCH_SECONDS, int(nodes) if nodes else None)


class Game:
    """What one player of one game remembers between turns: the keys of earlier positions,
    so that repetitions count across turns although each turn starts from a fresh FEN, and
    the searcher with its transposition table.
    """

    def __init__(self, number: int, fen: str, searcher) -> None:
        self.number = number
        self.history = []
        self.searcher = searcher
        fields = fen.split()
        if fields[1] == "b" and fields[5] == "1":
            # Black's first turn: the start position, which counts for repetitions, is
            # Black's untouched back rank mirrored.
            black_back_rank = fields[0].split("/")[0]
            self.history.append(
                Board(start_fen_with_back_rank(black_back_rank.upper())).hash
            )

    def answer(self, fen: str, draw_offered: bool, started: float) -> str:
        board = Board(fen)
        board.history = list(self.history)
        result = self.searcher.choose(board, budget_for_turn(started))
        if result.move is None:
            print(f"no legal move in {fen}", file=sys.stderr)
            return "resign"
        draw_worthy = result.score <= DRAW_WORTHY_SCORE
        if draw_offered and draw_worthy:
            return "draw"
        text = board.uci(result.move)
        board.push(result.move)
        self.history = board.history + [board.hash]
        return text + "=" if draw_worthy else text


def main(new_searcher=Searcher) -> None:
    """Play every turn with a fresh `new_searcher()` per game (the baselines pass theirs)."""
    reader = Reader(sys.stdin.readline)
    try:
        # The search makes no reference cycles; a collector pass in the middle of a turn
        # could cost milliseconds the turn does not have.
        gc.disable()
        configure(reader)
        game = None
        while True:
            turn = reader.read_turn(REQUESTED)
            started = time.perf_counter()
            fen = (
                f"{turn.board} {turn.color} {turn.castling} {turn.en_passant}"
                f" {turn.half_move_clock} {turn.full_move}"
            )
            if (
                game is None
                or turn.game_number != game.number
                or turn.last_move == "none"
            ):
                game = Game(turn.game_number, fen, new_searcher())
            print(game.answer(fen, turn.draw_offered, started), flush=True)
    except EndOfInput:
        return
    except InputError as error:
        # Out of step with the referee: no later line can be trusted either.
        print(f"chess960: unreadable input, stopping: {error}", file=sys.stderr)

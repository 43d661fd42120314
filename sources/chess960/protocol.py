"""CodinGame Chess (Chess960) protocol: the configuration turn, then one move per turn over
two games, the bot's colour read from each game's FEN."""

import os
import sys
import time

from ..chesscore.board import Board, start_fen_with_back_rank
from ..chesscore.budget import Budget
from ..chesscore.fallback import choose_move

INPUTS = "fen lastmove draw game"
TURN_SECONDS = 0.050
# What is left of the 50 ms after reading, parsing and printing on a busy machine.
SAFETY_SECONDS = 0.025


def read_line() -> str:
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line.rstrip("\n")


def configure() -> None:
    """Turn 1: read the referee's constants and name the inputs wanted every turn."""
    for _ in range(int(read_line())):
        read_line()
    print(INPUTS, flush=True)


def budget_for_turn(started: float) -> Budget:
    nodes = os.environ.get("ARENA_NODES")
    return Budget(
        started + TURN_SECONDS - SAFETY_SECONDS, int(nodes) if nodes else None
    )


class Game:
    """What one player of one game remembers between turns: the keys of earlier positions,
    so that repetitions count across turns although each turn starts from a fresh FEN.
    """

    def __init__(self, number: str, fen: str) -> None:
        self.number = number
        self.history = []
        fields = fen.split()
        if fields[1] == "b" and fields[5] == "1":
            # Black's first turn: the start position, which counts for repetitions, is
            # Black's untouched back rank mirrored.
            black_back_rank = fields[0].split("/")[0]
            self.history.append(
                Board(start_fen_with_back_rank(black_back_rank.upper())).hash
            )

    def answer(self, fen: str, started: float) -> str:
        board = Board(fen)
        board.history = list(self.history)
        move = choose_move(board, budget_for_turn(started))
        if move is None:
            print(f"no legal move in {fen}", file=sys.stderr)
            return "resign"
        board.push(move)
        self.history = board.history + [board.hash]
        return board.uci(move)


def main() -> None:
    try:
        configure()
        game = None
        while True:
            fen = read_line()
            started = time.perf_counter()
            last_move = read_line()
            read_line()  # the opponent's draw offer: never accepted by this bot
            number = read_line()
            if game is None or number != game.number or last_move == "none":
                game = Game(number, fen)
            print(game.answer(fen, started), flush=True)
    except EOFError:
        return

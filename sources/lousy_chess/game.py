"""A whole game between two engines, played out from the start position.

The game ends when a king is captured (its capturer wins), when the side to move has no
valid move (it loses), or after 80 plies (a draw; a king capture on the 80th ply still wins).
"""

from __future__ import annotations

from .engines import choose_move
from .rng import MOVES_PER_SIDE, base_digits, random_numbers
from .rules import Move, Position, is_king_capture

MAX_PLIES = 2 * MOVES_PER_SIDE
WHITE_WINS, BLACK_WINS, DRAW = "white wins", "black wins", "draw"


class EngineSpec:
    __slots__ = ("letter", "seed")

    def __init__(self, letter: str, seed: int) -> None:
        self.letter = letter  # one of engines.ENGINE_LETTERS
        self.seed = seed  # 0-9


class GameRecord:
    """`positions[i]` has ply `i` to move; a game lost for want of moves keeps that last
    position too, so it holds one more position than there are moves."""

    __slots__ = ("positions", "moves", "result")

    def __init__(
        self, positions: tuple[Position, ...], moves: tuple[Move, ...], result: str
    ) -> None:
        self.positions = positions
        self.moves = moves
        self.result = result


def play_game(serial: str, white: EngineSpec, black: EngineSpec) -> GameRecord:
    digits = base_digits(serial)
    numbers = {
        True: random_numbers(white.seed, digits),
        False: random_numbers(black.seed, digits),
    }
    letters = {True: white.letter, False: black.letter}
    position = Position.start()
    positions, moves = [], []
    result = DRAW
    for ply in range(MAX_PLIES):
        side = position.white_to_move
        positions.append(position)
        move = choose_move(letters[side], numbers[side], position, ply // 2 + 1)
        if move is None:
            result = BLACK_WINS if side else WHITE_WINS
            break
        moves.append(move)
        if is_king_capture(position.board, move):
            result = WHITE_WINS if side else BLACK_WINS
            break
        position = position.play(move)
    return GameRecord(tuple(positions), tuple(moves), result)

"""KTANE "Lousy Chess": predict two goal-driven MinitChess engines to the end of their game.

Facts from `KtaneModules/KtaneLousyChess-johnvt` (see arena-facts section 5). A puzzle is made
as the module makes one: two different engines out of D, K, L, M, S, two different seeds 0-9,
the whole game played out and re-rolled while it ends before ply 12, then the player dropped
4-6 plies before the end (one more when the engine to move is M, whose goal needs a previous
move). The bot reads the serial, both engines and `N w`/`N b`, and must print every remaining
move and then the result. Written independently of `sources/`: a compact second implementation
of the rules, so that agreeing with the bot is evidence for both.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from ...turns import Turn
from ...referees.base import Fault, Game, Limits, Outcome, Prompt
from . import SPEC

SEATS = SPEC.seats
LIMITS = SPEC.limits
FIRST_TURN_TIME, TURN_TIME = LIMITS.first_turn, LIMITS.turn
MIN_GAME_LENGTH = 12  # the module re-rolls games whose last ply index is lower
SERIAL_LETTERS = "ABCDEFGHIJKLMNPQRSTUVWXZ"  # KTANE serials skip O and Y
DIGITS = "0123456789"

Square = tuple[int, int]  # (file 0-4, rank 0-5)
Move = tuple[Square, Square]
# A piece is its letter, upper case for White, with "+" for a queen that came from promotion.
Board = dict[Square, str]
START: Board = {
    **{(file, 0): letter for file, letter in enumerate("RNBQK")},
    **{(file, 1): "P" for file in range(5)},
    **{(file, 4): "p" for file in range(5)},
    **{(file, 5): letter for file, letter in enumerate("kqbnr")},
}
KING_LINES = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]
KNIGHT_JUMPS = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
SLIDES = {"R": KING_LINES[:4], "B": KING_LINES[4:], "Q": KING_LINES}


def name(square: Square) -> str:
    return "abcde"[square[0]] + str(square[1] + 1)


def kind(piece: str) -> str:
    """How a piece moves and what M compares: its upper-case letter."""
    return piece[0].upper()


def on_board(square: Square) -> bool:
    return 0 <= square[0] < 5 and 0 <= square[1] < 6


def pseudo_legal(board: Board, white: bool) -> list[Move]:
    moves: list[Move] = []

    def owner(square: Square) -> bool | None:
        piece = board.get(square)
        return None if piece is None else piece[0].isupper()

    for (x, y), piece in board.items():
        if piece[0].isupper() != white:
            continue
        letter = kind(piece)
        if letter == "P":
            ahead = 1 if white else -1
            if on_board((x, y + ahead)) and owner((x, y + ahead)) is None:
                moves.append(((x, y), (x, y + ahead)))
            for side in (-1, 1):
                if owner((x + side, y + ahead)) == (not white):
                    moves.append(((x, y), (x + side, y + ahead)))
            continue
        if letter in "KN":
            for dx, dy in KING_LINES if letter == "K" else KNIGHT_JUMPS:
                target = (x + dx, y + dy)
                if on_board(target) and owner(target) != white:
                    moves.append(((x, y), target))
            continue
        if letter == "B":  # MinitChess bishops also step sideways, never capturing so
            for dx, dy in SLIDES["R"]:
                target = (x + dx, y + dy)
                if on_board(target) and owner(target) is None:
                    moves.append(((x, y), target))
        for dx, dy in SLIDES[letter]:
            target = (x + dx, y + dy)
            while on_board(target) and owner(target) != white:
                moves.append(((x, y), target))
                if owner(target) is not None:
                    break
                target = (target[0] + dx, target[1] + dy)
    return moves


def distance(a: Square, b: Square) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def switch_sides_target(piece: str, origin: Square) -> Square:
    if kind(piece) == "P":
        return (origin[0], 4 if piece.isupper() else 1)
    if piece.endswith("+"):
        # The module finds no start square for a promoted queen; C# turns index -1
        # into the point left of a6, whatever the colour.
        return (-1, 5)
    return next(square for square, other in START.items() if other == piece.swapcase())


def goal_lists(
    letter: str, board: Board, white: bool, last: Move | None
) -> list[Callable[[Move], bool]]:
    """The engine's goals as predicates on a move, in order."""

    def dark(square: Square) -> bool:
        return (square[0] + square[1]) % 2 == 0

    takes_king = [lambda move: kind(board.get(move[1], ".")) == "K"]
    if letter == "D":
        return takes_king + [
            lambda move: dark(move[0]) and not dark(move[1]),
            lambda move: not dark(move[0]) and not dark(move[1]),
        ]
    if letter == "L":
        return takes_king + [
            lambda move: not dark(move[0]) and dark(move[1]),
            lambda move: dark(move[0]) and dark(move[1]),
        ]
    if letter == "K":
        king = next(sq for sq, p in board.items() if p == ("k" if white else "K"))
        return takes_king + [
            lambda move: distance(move[1], king) < distance(move[0], king)
        ]
    if letter == "S":
        return takes_king + [
            lambda move: distance(move[1], switch_sides_target(board[move[0]], move[0]))
            < distance(move[0], switch_sides_target(board[move[0]], move[0]))
        ]
    if last is None:
        return takes_king
    last_kind = kind(board[last[1]])
    mirror = tuple((4 - x, 5 - y) for x, y in last)
    return takes_king + [
        lambda move: move == mirror and kind(board[move[0]]) == last_kind,
        lambda move: kind(board[move[0]]) == last_kind,
    ]


def numbers_for(seed: int, serial: str) -> list[int]:
    digits = "".join(
        c if c in DIGITS else str(ord(c) - ord("A") + 1) for c in serial.upper()
    )
    numbers = [seed]
    for index in range(40):
        numbers.append((numbers[-1] + int(digits[index % len(digits)])) % 10)
    return numbers


@dataclass(frozen=True)
class Played:
    moves: list[str]
    result: str
    last_index: int  # the module's move counter when the game stops


def simulate(serial: str, engines: Sequence[tuple[str, int]]) -> Played:
    board = dict(START)
    numbers = [numbers_for(seed, serial) for _, seed in engines]
    moves: list[str] = []
    last: Move | None = None
    for ply in range(80):
        white = ply % 2 == 0
        valid = pseudo_legal(board, white)
        if not valid:
            return Played(moves, "black wins" if white else "white wins", ply)
        chosen = valid
        for goal in goal_lists(engines[ply % 2][0], board, white, last):
            kept = [move for move in valid if goal(move)]
            if kept:
                chosen = kept
                break
        own = numbers[ply % 2]
        move_number = ply // 2 + 1
        chosen = sorted(
            chosen,
            key=lambda move: name(move[0]) + "-" + name(move[1]),
            reverse=own[move_number - 1] % 2 == 1,
        )
        origin, target = chosen[own[move_number] % len(chosen)]
        moves.append(name(origin) + "-" + name(target))
        if kind(board.get(target, ".")) == "K":
            return Played(moves, "white wins" if white else "black wins", ply)
        piece = board.pop(origin)
        if kind(piece) == "P" and target[1] in (0, 5):
            piece = ("Q" if white else "q") + "+"
        board[target] = piece
        last = (origin, target)
    return Played(moves, "draw", 79)


def make_serial(rng: random.Random) -> str:
    """A KTANE-shaped serial: two letters or digits, a digit, two letters, a digit."""
    anything = SERIAL_LETTERS + DIGITS
    return "".join(
        rng.choice(pool)
        for pool in (
            anything,
            anything,
            DIGITS,
            SERIAL_LETTERS,
            SERIAL_LETTERS,
            DIGITS,
        )
    )


def make_puzzle(seed: int) -> tuple[str, ...]:
    """The four input lines of puzzle `seed`, generated the way the module does."""
    rng = random.Random(seed)
    serial = make_serial(rng)
    while True:
        letters = rng.sample("DKLMS", 2)
        seeds = rng.sample(range(10), 2)
        engines = list(zip(letters, seeds))
        played = simulate(serial, engines)
        if played.last_index < MIN_GAME_LENGTH:
            continue
        start = played.last_index - rng.randint(4, 6)
        if letters[start % 2] == "M":
            start -= 1
        return (
            serial,
            f"{letters[0]}{seeds[0]}",
            f"{letters[1]}{seeds[1]}",
            f"{start // 2 + 1} {'wb'[start % 2]}",
        )


def expected_lines(puzzle: Sequence[str]) -> list[str]:
    serial, white, black, position = puzzle
    number, side = position.split()
    start = 2 * (int(number) - 1) + "wb".index(side)
    engines = [(white[0], int(white[1])), (black[0], int(black[1]))]
    played = simulate(serial, engines)
    return played.moves[start:] + [played.result]


def start_position(seed: int) -> str:
    return " / ".join(make_puzzle(seed))


def play(seed: int, options: dict[str, str], limits: Limits = LIMITS) -> Game:
    puzzle = make_puzzle(seed)
    expected = expected_lines(puzzle)
    prompt = Prompt(0, puzzle, limits.first_turn, close_input=True)
    for number, line in enumerate(expected, 1):
        answer = yield prompt
        if answer is None:
            message = f"no line {number} (expected {line!r})"
            return Outcome([0.0], f"failed: {message}", [Fault(0, "timeout", message)])
        if answer.strip() != line:
            message = f"line {number}: expected {line!r}, got {answer!r}"
            return Outcome([0.0], f"failed: {message}", [Fault(0, "illegal", message)])
        prompt = Prompt(0, (), limits.turn)
    return Outcome(
        [1.0], f"solved: {' '.join(puzzle)}, {len(expected)} lines, {expected[-1]}"
    )


def check_answer(history: Sequence[Turn], answer: str) -> str | None:
    """Line k of the bot's output (k = turns recorded so far) against the prediction made
    again from the puzzle lines of the first turn."""
    expected = expected_lines(history[0].lines)
    index = len(history) - 1
    if index >= len(expected):
        return f"no line {index + 1} expected: the game ended with {expected[-1]!r}"
    if answer.strip() != expected[index]:
        return f"line {index + 1}: expected {expected[index]!r}, got {answer!r}"
    return None

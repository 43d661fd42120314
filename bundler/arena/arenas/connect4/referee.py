"""CodinGame "Connect 4" (7 rows x 9 columns, STEAL), as the original Java referee plays it.

Facts from `AshKcg/cg-multi-connect4` (see arena-facts section 2): player 0 moves first; the
second player may answer its first turn with STEAL (or -2), which recolours the only chip to
'1' without swapping ids, and counts as a turn. After every action only the lines through the
chip just placed (or stolen) are checked; a full board is a draw unless that last chip wins.
Written independently of `sources/`.
"""

from __future__ import annotations

import unicodedata
from typing import Sequence

from ...turns import Turn
from ...referees.base import Fault, Game, Limits, Outcome, Prompt
from . import SPEC

SEATS = SPEC.seats
ROWS = 7
COLUMNS = 9
LIMITS = SPEC.limits
FIRST_TURN_TIME, TURN_TIME = LIMITS.first_turn, LIMITS.turn
STEAL = -2
WIN_SCORE, DRAW_SCORE, LOSS_SCORE = 10, 5, 0
JAVA_INT_MIN, JAVA_INT_MAX = -(2**31), 2**31 - 1
LINE_DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))  # (row step, column step)


def java_parse_int(text: str) -> int | None:
    """`Integer.parseInt(text)`, or None where Java throws NumberFormatException.

    Java takes one optional sign and then only decimal digits (any Unicode decimal digit,
    as `Character.digit` does); no spaces, underscores or dots, and the value must fit in an int.
    Python's `int()` is more lenient on all of those, so it is not used on the raw text.
    """
    digits = text[1:] if text[:1] in ("+", "-") else text
    if not digits or not all(
        unicodedata.decimal(char, None) is not None for char in digits
    ):
        return None
    value = sum(
        unicodedata.decimal(char) * 10**power
        for power, char in enumerate(reversed(digits))
    )
    value = -value if text[0] == "-" else value
    return value if JAVA_INT_MIN <= value <= JAVA_INT_MAX else None


def parse_action(answer: str) -> int | None:
    """The action in one output line (STEAL is -2), or None for "Wrong output!"."""
    command = answer.split(" ", 1)[0]
    if java_equals_ignore_case(command, "STEAL"):
        return STEAL
    return java_parse_int(command)


def java_equals_ignore_case(text: str, other: str) -> bool:
    """`String.equalsIgnoreCase`: compared char by char, each pair matching exactly or after
    upper- or lower-casing (so the long s in "ſteal" matches, as in Java)."""
    return len(text) == len(other) and all(
        a == b or a.upper() == b.upper() or a.lower() == b.lower()
        for a, b in zip(text, other)
    )


class Board:
    """Cells are indexed [row][column] with row 0 at the top, as the referee prints them."""

    def __init__(self) -> None:
        self.cells = [["."] * COLUMNS for _ in range(ROWS)]
        self.last_cell: tuple[int, int] | None = None

    def rows(self) -> tuple[str, ...]:
        return tuple("".join(row) for row in self.cells)

    def open_columns(self) -> list[int]:
        return [column for column in range(COLUMNS) if self.cells[0][column] == "."]

    def drop(self, column: int, chip: str) -> None:
        row = max(row for row in range(ROWS) if self.cells[row][column] == ".")
        self.cells[row][column] = chip
        self.last_cell = (row, column)

    def steal(self) -> None:
        assert self.last_cell is not None
        row, column = self.last_cell
        self.cells[row][column] = "1"

    def last_chip_connects_four(self) -> bool:
        assert self.last_cell is not None
        row, column = self.last_cell
        chip = self.cells[row][column]
        for row_step, column_step in LINE_DIRECTIONS:
            length = 1
            for sign in (1, -1):
                r, c = row + sign * row_step, column + sign * column_step
                while 0 <= r < ROWS and 0 <= c < COLUMNS and self.cells[r][c] == chip:
                    length += 1
                    r, c = r + sign * row_step, c + sign * column_step
            if length >= 4:
                return True
        return False


def valid_actions(board: Board, turn_index: int) -> list[int]:
    return board.open_columns() + ([STEAL] if turn_index == 1 else [])


def turn_lines(board: Board, turn_index: int, previous_action: int) -> tuple[str, ...]:
    actions = valid_actions(board, turn_index)
    seat = turn_index % 2
    ids = (f"{seat} {1 - seat}",) if turn_index < 2 else ()
    return (
        ids
        + (str(turn_index),)
        + board.rows()
        + (str(len(actions)),)
        + tuple(map(str, actions))
        + (str(previous_action),)
    )


def action_error(action: int | None, board: Board, turn_index: int) -> str | None:
    """Why the referee rejects `action`, in its own words, or None if it is played."""
    if action is None:
        return "Wrong output!"
    if action == STEAL:
        return (
            None
            if turn_index == 1
            else "STEAL is only allowed on the second player's first action"
        )
    if not 0 <= action < COLUMNS:
        return f"column {action} is out of bounds"
    if board.cells[0][action] != ".":
        return f"column {action} is full"
    return None


def start_position(seed: int) -> str:
    """Every game starts on the empty board."""
    return "empty board"


def play(seed: int, options: dict[str, str], limits: Limits = LIMITS) -> Game:
    """One game; the seed is unused because the arena has no randomness."""
    board = Board()
    previous_action = -1
    steal_used = False
    turn_index = 0
    while True:
        seat = turn_index % 2
        time_limit = limits.first_turn if turn_index < 2 else limits.turn
        answer = yield Prompt(
            seat, turn_lines(board, turn_index, previous_action), time_limit
        )
        if answer is None:
            return forfeit(seat, "timeout", "no answer in time")
        action = parse_action(answer)
        error = action_error(action, board, turn_index)
        if error is not None:
            return forfeit(seat, "illegal", f"{error} ({answer!r})")
        if action == STEAL:
            board.steal()
            steal_used = True
        else:
            board.drop(action, str(seat))
        if board.last_chip_connects_four():
            scores = [LOSS_SCORE] * 2
            scores[seat] = WIN_SCORE
            return Outcome(scores, f"player {seat} wins: four in a row")
        if turn_index >= ROWS * COLUMNS + steal_used - 1:
            return Outcome([DRAW_SCORE] * 2, "draw: board full")
        previous_action = action
        turn_index += 1


def forfeit(seat: int, kind: str, message: str) -> Outcome:
    scores = [WIN_SCORE] * 2
    scores[seat] = LOSS_SCORE
    return Outcome(
        scores, f"player {seat} loses: {message}", [Fault(seat, kind, message)]
    )


def check_answer(history: Sequence[Turn], answer: str) -> str | None:
    """Legality of `answer` to the last turn in `history`, read back from the lines sent."""
    lines = history[-1].lines
    if " " in lines[0]:
        lines = lines[1:]
    turn_index = int(lines[0])
    board = Board()
    board.cells = [list(row) for row in lines[1 : 1 + ROWS]]
    return action_error(parse_action(answer), board, turn_index)

"""Tic-tac-toe on 3x3. Seat 0 plays X and moves first. Each turn the mover gets the board
(top row first) and the empty cells, and answers one of them; the first line of a seat's
first turn is its mark. Three in a row wins (1 point to 0), a full board is a draw (0 each),
and an answer that is no empty cell, or none in time, loses.
"""

from __future__ import annotations

from typing import Sequence

from ...referees.base import Fault, Game, Limits, Outcome, Prompt
from ...turns import Turn
from . import SPEC

SEATS = SPEC.seats
LIMITS = SPEC.limits
MARKS = "XO"  # by seat
COLUMNS = "abc"
ROWS = "321"  # top row first, as the board is sent
LINES = (
    *(((r, 0), (r, 1), (r, 2)) for r in range(3)),
    *(((0, c), (1, c), (2, c)) for c in range(3)),
    ((0, 0), (1, 1), (2, 2)),
    ((0, 2), (1, 1), (2, 0)),
)


def cell_name(row: int, column: int) -> str:
    return COLUMNS[column] + ROWS[row]


def empty_cells(board: Sequence[str]) -> list[str]:
    return [
        cell_name(row, column)
        for row in range(3)
        for column in range(3)
        if board[row][column] == "."
    ]


def winning_line(board: Sequence[str]) -> tuple[tuple[int, int], ...] | None:
    for line in LINES:
        marks = {board[row][column] for row, column in line}
        if len(marks) == 1 and marks != {"."}:
            return line
    return None


def turn_lines(board: Sequence[str], first_turn: bool, seat: int) -> tuple[str, ...]:
    actions = empty_cells(board)
    mark = (MARKS[seat],) if first_turn else ()
    return (*mark, *board, str(len(actions)), *actions)


def start_position(seed: int) -> str:
    """Every game starts on the empty board."""
    return "empty board"


def play(seed: int, options: dict[str, str], limits: Limits = LIMITS) -> Game:
    """One game; the seed is unused: the game has no randomness."""
    board = ["..."] * 3
    for ply in range(9):
        seat = ply % 2
        limit = limits.first_turn if ply < 2 else limits.turn
        answer = yield Prompt(seat, turn_lines(board, ply < 2, seat), limit)
        if answer is None:
            return forfeit(seat, "timeout", "no answer in time")
        cell = answer.split(" ", 1)[0]
        if cell not in empty_cells(board):
            return forfeit(seat, "illegal", f"{answer!r} is no empty cell")
        row, column = ROWS.index(cell[1]), COLUMNS.index(cell[0])
        board[row] = board[row][:column] + MARKS[seat] + board[row][column + 1 :]
        if winning_line(board):
            scores = [0, 0]
            scores[seat] = 1
            return Outcome(scores, f"{MARKS[seat]} wins: three in a row")
    return Outcome([0, 0], "draw: board full")


def forfeit(seat: int, kind: str, message: str) -> Outcome:
    scores = [1, 1]
    scores[seat] = 0
    summary = f"{MARKS[seat]} loses: {message}"
    return Outcome(scores, summary, [Fault(seat, kind, message)])


def check_answer(history: Sequence[Turn], answer: str) -> str | None:
    """Legality of `answer` to the last turn in `history`: one of the cells it listed."""
    lines = history[-1].lines
    cell = answer.split(" ", 1)[0]
    return None if cell in _actions(lines) else f"{answer!r} is no empty cell"


def _actions(lines: Sequence[str]) -> list[str]:
    board_start = 1 if len(lines[0]) == 1 else 0  # after the mark line of a first turn
    count = int(lines[board_start + 3])
    return list(lines[board_start + 4 : board_start + 4 + count])

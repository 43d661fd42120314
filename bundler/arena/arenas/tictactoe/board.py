"""Tic-tac-toe boards: cells `.`, `X`, `O`, top row first, as the referee sends them; the
last mark is marked, and the three in a row that win. A seat whose transcript is not given
is followed through the other seat's next board."""

from __future__ import annotations

from collections import deque

from ...turns import Turn
from ...view.model import Answer, Frame, Layout, RecordedGame, next_turn
from . import referee

LAYOUT = Layout(
    "cells",
    referee.COLUMNS,
    referee.ROWS,
    tuple(referee.MARKS),
    glyphs={"X": "\u2715", "O": "\u25ef"},
)


def frames(game: RecordedGame) -> list[Frame]:
    turns = game.turn_queues()
    board = ["..."] * 3
    result = [Frame("".join(board), "start")]
    for ply in range(9):
        seat = ply % 2
        answers: list[Answer] = []
        if seat in turns:
            turn = next_turn(turns, seat)
            answers.append(Answer.of(seat, turn))
            cell = (turn.answer or "").split(" ", 1)[0]
            error = None if turn.status == "answered" else turn.status
            if error is None and cell not in referee.empty_cells(board):
                error = f"{turn.answer!r} is no empty cell"
        else:
            cell, error = _observed(turns, 1 - seat, board), None
            if cell is None:
                error = "last move not in the given transcripts"
        if error is not None:
            result.append(Frame("".join(board), error, seat, {}, answers))
            break
        row, column = referee.ROWS.index(cell[1]), referee.COLUMNS.index(cell[0])
        mark = referee.MARKS[seat]
        board[row] = board[row][:column] + mark + board[row][column + 1 :]
        marks = {"move": [cell]}
        line = referee.winning_line(board)
        if line:
            marks["win"] = [referee.cell_name(r, c) for r, c in line]
        result.append(Frame("".join(board), f"{mark} {cell}", seat, marks, answers))
        if line:
            break
    result[-1].note = "; ".join(filter(None, [result[-1].note, game.summary]))
    return result


def _observed(
    turns: dict[int, deque[Turn]], other: int, board: list[str]
) -> str | None:
    """The cell just marked, as the other seat's next turn shows its board."""
    queue = turns.get(other)
    if not queue:
        return None
    lines = queue[0].lines
    rows = lines[1:4] if len(lines[0]) == 1 else lines[0:3]
    for row in range(3):
        for column in range(3):
            if board[row][column] == "." and rows[row][column] != ".":
                return referee.cell_name(row, column)
    return None

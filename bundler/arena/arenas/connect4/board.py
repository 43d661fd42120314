"""CodinGame Connect 4: 7 rows x 9 columns, player 0 first, and player 1 may STEAL the
first chip instead of dropping one. Cells are `.`, `0`, `1` as the referee prints them
(row 0 at the top); the stolen chip stays marked for the rest of the game, and the line of
four (or more) that wins is marked on the last board.
"""

from __future__ import annotations

import copy
from collections import deque

from . import referee
from ...turns import Turn

from ...view.model import Answer, Frame, Layout, RecordedGame, next_turn

LAYOUT = Layout(
    "chips",
    "".join(map(str, range(referee.COLUMNS))),
    "".join(map(str, range(referee.ROWS))),
    ("player 0", "player 1"),
    ("red", "yellow"),
)


def frames(game: RecordedGame) -> list[Frame]:
    turns = game.turn_queues()
    board = referee.Board()
    result = [Frame(_grid(board), "start")]
    stolen: list[str] = []
    steal_used = False
    for turn_index in range(referee.ROWS * referee.COLUMNS + 1):
        seat = turn_index % 2
        answers: list[Answer] = []
        note = ""
        if seat in turns:
            turn = next_turn(turns, seat)
            answers.append(Answer.of(seat, turn))
            action = None if turn.answer is None else referee.parse_action(turn.answer)
            error = turn.status if turn.status != "answered" else None
            error = error or referee.action_error(action, board, turn_index)
        else:
            action = _observed(turns.get(1 - seat), turn_index)
            error = None
            if action is None:
                action = _inferred(board, turn_index, steal_used, game.summary)
                note = (
                    "not in the given transcripts: the only move that ends the game so"
                )
        if error is not None or action is None:
            text = error or "last move not in the given transcripts"
            marks = {"steal": stolen}
            result.append(Frame(_grid(board), text, seat, marks, answers))
            break
        if action == referee.STEAL:
            board.steal()
            steal_used = True
            stolen = [_cell(*board.last_cell)]
            text = "STEAL"
        else:
            board.drop(action, str(seat))
            text = f"column {action}"
        marks = {
            "move": [_cell(*board.last_cell)],
            "steal": stolen,
            "win": _winning_line(board),
        }
        result.append(Frame(_grid(board), text, seat, marks, answers, note))
        if _ends(board, turn_index, steal_used):
            break
    result[-1].note = "; ".join(filter(None, [result[-1].note, game.summary]))
    return result


def _grid(board: referee.Board) -> str:
    return "".join(board.rows())


def _cell(row: int, column: int) -> str:
    return LAYOUT.columns[column] + LAYOUT.rows[row]


def _winning_line(board: referee.Board) -> list[str]:
    """The cells of every line of four or more through the last chip, as the referee
    checks them; empty when there is none."""
    assert board.last_cell is not None
    row, column = board.last_cell
    chip = board.cells[row][column]
    cells: list[str] = []
    for row_step, column_step in referee.LINE_DIRECTIONS:
        line = [(row, column)]
        for sign in (1, -1):
            r, c = row + sign * row_step, column + sign * column_step
            while (
                0 <= r < referee.ROWS
                and 0 <= c < referee.COLUMNS
                and board.cells[r][c] == chip
            ):
                line.append((r, c))
                r, c = r + sign * row_step, c + sign * column_step
        if len(line) >= 4:
            cells += [
                _cell(*cell) for cell in sorted(line) if _cell(*cell) not in cells
            ]
    return cells


def _ends(board: referee.Board, turn_index: int, steal_used: bool) -> bool:
    """The referee's checks after each action: four in a row, then a full board."""
    full = turn_index >= referee.ROWS * referee.COLUMNS + steal_used - 1
    return board.last_chip_connects_four() or full


def _observed(queue: deque[Turn] | None, turn_index: int) -> int | None:
    """The opponent's previous action, as its next turn (turn index + 1) reports it."""
    if not queue:
        return None
    lines = queue[0].lines
    if " " in lines[0]:  # the ids line of a first turn
        lines = lines[1:]
    return int(lines[-1]) if int(lines[0]) == turn_index + 1 else None


def _inferred(
    board: referee.Board, turn_index: int, steal_used: bool, summary: str
) -> int | None:
    """The only valid action after which the game ends as the summary says."""
    seat = turn_index % 2
    endings = []
    for action in referee.valid_actions(board, turn_index):
        after = copy.deepcopy(board)
        if action == referee.STEAL:
            after.steal()
        else:
            after.drop(action, str(seat))
        if after.last_chip_connects_four():
            ends_so = summary == f"player {seat} wins: four in a row"
        else:
            now_stolen = steal_used or action == referee.STEAL
            ends_so = summary.startswith("draw") and _ends(
                after, turn_index, now_stolen
            )
        if ends_so:
            endings.append(action)
    return endings[0] if len(endings) == 1 else None

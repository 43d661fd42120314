"""The "white/black ... A/D" chess judge: one game from the standard position, seat 0 White.

A bot's turn is its position line `<last> <time> <time> <FEN>`, its answer, and `A`/`D`;
after a `D` it may answer again. The opponent's move is the `<last>` of its next position
line (castlings as `O-O`/`O-O-O`).
"""

from __future__ import annotations

from collections import deque

import chess

from . import referee
from ...turns import Turn

from ...view.model import Answer, Frame, RecordedGame, ViewError, next_turn
from ...view.chessboard import LAYOUT, grid, move_frame

__all__ = ["LAYOUT", "frames"]  # LAYOUT is the shared chess one


def frames(game: RecordedGame) -> list[Frame]:
    rules = referee.Rules.from_options(game.any.options)
    # Reading what the judge reported accepts every spelling some option allows.
    reported = referee.Rules.from_options({"promotion": "suffix"})
    turns = game.turn_queues()
    for queue in turns.values():
        queue.popleft()  # the colour line
    board = chess.Board()
    result: list[Frame] = [Frame(grid(board), "start")]
    while True:
        seat = 0 if board.turn == chess.WHITE else 1
        if seat in turns:
            attempts = _attempts(turns, seat)
            answers = [answer for answer, _ in attempts]
            last, verdict = attempts[-1]
            if verdict != "A":
                text = "denied" if verdict == "D" else "not accepted"
                text = last.status if last.status != "answered" else text
                result.append(Frame(grid(board), text, seat, {}, answers))
                break
            move = referee.find_move(board, last.line or "", rules)
            if move is None:
                raise ViewError(
                    f"the judge accepted {last.line!r}, illegal in {board.fen()}"
                )
            denied = [answer.line for answer, verdict in attempts if verdict == "D"]
            note = "; ".join(f"denied {line!r}" for line in denied)
        else:
            answers, note = [], ""
            move = _observed(turns.get(1 - seat), board, reported)
            if move is None:
                move = _inferred(board, rules, game.summary)
                note = (
                    "not in the given transcripts: the only move that ends the game so"
                )
            if move is None:
                text = "last move not in the given transcripts"
                result.append(Frame(grid(board), text, seat, {}, answers))
                break
        result.append(move_frame(board, move, seat, answers, note))
        if referee._game_over(board, rules) is not None:
            break
    result[-1].note = "; ".join(filter(None, [result[-1].note, game.summary]))
    return result


def _attempts(
    turns: dict[int, deque[Turn]], seat: int
) -> list[tuple[Answer, str | None]]:
    """The seat's answers for one move, each with the judge's verdict (`A`, `D`, or None
    when none came): the position line, then after each `D` a retry, whose prompt is that
    `D` line. The closing `A` or final `D` line, which asks nothing, is consumed too."""
    queue = turns[seat]
    attempts = [(Answer.of(seat, next_turn(turns, seat)), None)]
    while queue:
        verdict = queue[0].lines[0][:1]
        attempts[-1] = (attempts[-1][0], verdict)
        if verdict != "D" or queue[0].time_limit is None:
            break
        attempts.append((Answer.of(seat, queue.popleft()), None))
    if queue and queue[0].time_limit is None:
        queue.popleft()
    return attempts


def _observed(
    queue: deque[Turn] | None, board: chess.Board, rules: referee.Rules
) -> chess.Move | None:
    """The move named in the opponent's next position line."""
    if not queue:
        return None
    last = queue[0].lines[0].split(" ", 3)[0]
    return referee.find_move(board, last, rules)


def _inferred(
    board: chess.Board, rules: referee.Rules, summary: str
) -> chess.Move | None:
    """The only legal move after which the judge ends the game as the summary says."""
    endings = []
    for move in board.legal_moves:
        board.push(move)
        outcome = referee._game_over(board, rules)
        board.pop()
        if outcome is not None and outcome.summary == summary:
            endings.append(move)
    return endings[0] if len(endings) == 1 else None

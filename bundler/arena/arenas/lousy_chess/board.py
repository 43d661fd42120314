"""KTANE Lousy Chess: two goal-driven engines play MinitChess (5x6); the bot is dropped in
a few plies before the end and must predict every remaining move and the result.

The page shows the whole game as the referee simulates it from the puzzle (the module's
plies before the puzzle too), with the bot's line next to each ply it had to predict.
"""

from __future__ import annotations

from . import referee
from ...turns import Turn

from ...view.model import Answer, Frame, Layout, RecordedGame

LAYOUT = Layout("squares", "abcde", "654321", ("bot",))


def frames(game: RecordedGame) -> list[Frame]:
    turns = game.turn_queues()[0]
    serial, white, black, position = turns[0].lines
    number, side = position.split()
    start = 2 * (int(number) - 1) + "wb".index(side)
    played = referee.simulate(
        serial, [(white[0], int(white[1])), (black[0], int(black[1]))]
    )
    board = dict(referee.START)
    engines = f"serial {serial}, white {white}, black {black}, puzzle from {position}"
    result = [Frame(_grid(board), engines)]
    predicted = iter(turns)
    for ply, move in enumerate(played.moves):
        origin, target = (_square(name) for name in move.split("-"))
        piece = board.pop(origin)
        if referee.kind(piece) == "P" and target[1] in (0, 5):
            piece = ("Q" if piece.isupper() else "q") + "+"  # MinitChess always queens
        board[target] = piece
        engine = white if ply % 2 == 0 else black
        text = f"{ply // 2 + 1}{'.' if ply % 2 == 0 else '...'} {move} ({engine})"
        frame = Frame(_grid(board), text, marks={"move": move.split("-")})
        if ply < start:
            frame.note = "played before the puzzle"
        else:
            _predict(frame, next(predicted, None), move)
        result.append(frame)
    final = Frame(_grid(board), played.result, marks=result[-1].marks)
    _predict(final, next(predicted, None), played.result)
    final.note = "; ".join(filter(None, [final.note, game.summary]))
    result.append(final)
    return result


def _predict(frame: Frame, turn: Turn | None, expected: str) -> None:
    """Attach the bot's line for this ply and say whether it is the referee's."""
    if turn is None:
        frame.note = "the bot was not asked (it failed before)"
        return
    frame.seat = 0
    frame.answers.append(Answer.of(0, turn))
    if turn.answer is None:
        frame.note = f"no answer ({turn.status}); expected {expected!r}"
    elif turn.answer.strip() != expected:
        frame.note = f"wrong: expected {expected!r}"
    else:
        frame.note = "predicted"


def _square(name: str) -> referee.Square:
    return "abcde".index(name[0]), int(name[1]) - 1


def _grid(board: referee.Board) -> str:
    return "".join(
        board.get((file, rank), ".")[0]
        for rank in reversed(range(6))
        for file in range(5)
    )

"""CodinGame Mad Knights: three knights r, g, b on 8x8, moving in that order; every square a
knight has stood on is burned. Cells are `.`, `#` (burned) and the knights' letters, rank 8
first, as the referee prints them; a knight that is out stays on its square, and the last
knight standing is marked as the winner.

A seat whose transcript is not given is followed through the other bots' next turns, whose
status lines carry every knight's last square and whether it is still in. `random`
answers are drawn again from the referee's generator, as the referee draws them.
"""

from __future__ import annotations

from collections import deque

from . import referee
from ...referees.javarandom import JavaRandom
from ...turns import Turn

from ...view.model import Answer, Frame, Layout, RecordedGame, next_turn

KNIGHT = "\u265e\ufe0e"
LAYOUT = Layout(
    "squares",
    "abcdefgh",
    "87654321",
    tuple(referee.COLOURS),
    glyphs={"r": KNIGHT, "g": KNIGHT, "b": KNIGHT, "#": "\u2715"},
    colours={"r": "#d32f2f", "g": "#2e7d32", "b": "#1565c0", "#": "#8d7a6c"},
)


def frames(game: RecordedGame) -> list[Frame]:
    turns = game.turn_queues()
    board = referee.Board(referee.start_squares(game.any.seed))
    random_moves = JavaRandom(game.any.seed)  # the referee's `random` answers
    active = [True] * referee.SEATS
    result = [Frame(_grid(board), "start")]
    seat = 0
    for _ in range(referee.MAX_TURNS):
        if active.count(True) == 1:
            winner = board.knights[active.index(True)]
            result[-1].marks["win"] = [referee.square_name(winner)]
            break
        colour = referee.COLOURS[seat]
        moves = board.moves(seat)
        answers: list[Answer] = []
        if not moves:
            square, reason = None, "no move left"
        elif seat in turns:
            turn = next_turn(turns, seat)
            answers.append(Answer.of(seat, turn))
            square, reason = _answered(turn, moves, random_moves)
        else:
            observed = _observed(turns, seat)
            if observed is None:
                text = "the rest is not in the given transcripts"
                marks = {"out": _out_squares(board, active)}
                result.append(Frame(_grid(board), text, seat, marks))
                break
            names = [referee.square_name(move) for move in moves]
            square = moves[names.index(observed)] if observed in names else None
            reason = "timeout or invalid answer"
        marks: dict[str, list[str]] = {}
        if square is None:
            active[seat] = False
            text = f"{colour} is out: {reason}"
        else:
            origin = referee.square_name(board.knights[seat])
            board.move(seat, square)
            target = referee.square_name(square)
            text = f"{colour} {origin}-{target}"
            marks["move"] = [origin, target]
        marks["out"] = _out_squares(board, active)
        result.append(Frame(_grid(board), text, seat, marks, answers))
        seat = next(
            (seat + step) % referee.SEATS
            for step in range(1, referee.SEATS + 1)
            if active[(seat + step) % referee.SEATS]
        )
    result[-1].note = "; ".join(filter(None, [result[-1].note, game.summary]))
    return result


def _grid(board: referee.Board) -> str:
    return "".join(board.rows())


def _out_squares(board: referee.Board, active: list[bool]) -> list[str]:
    return [
        referee.square_name(square)
        for square, playing in zip(board.knights, active)
        if not playing
    ]


def _answered(
    turn: Turn, moves: list[referee.Square], random_moves: JavaRandom
) -> tuple[referee.Square | None, str]:
    """The square an answer moves to, or None and why the knight is out."""
    if turn.status != "answered" or turn.answer is None:
        return None, turn.status
    if referee.is_random(turn.answer):
        return moves[random_moves.next_int(len(moves))], "random"
    names = [referee.square_name(move) for move in moves]
    name = referee.chosen_square(turn.answer, names)
    if name is None:
        return None, f"invalid action {turn.answer!r}"
    return moves[names.index(name)], ""


def _observed(turns: dict[int, deque[Turn]], seat: int) -> str | None:
    """Where `seat` just moved ('' when it went out), from another bot's next turn."""
    for other, queue in turns.items():
        if other == seat or not queue:
            continue
        lines = queue[0].lines
        if len(lines[0]) == 1:  # the colour line of a first turn
            lines = lines[1:]
        _, status, last = lines[seat].split()
        return last if status == "1" else ""
    return None

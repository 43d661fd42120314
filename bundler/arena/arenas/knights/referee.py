"""CodinGame "Mad Knights" (three-player knight isolation), as the original Java referee plays it.

Facts from `darkhorse64/CG_MadKnights` (see arena-facts section 3): seats 0/1/2 are r/g/b and
move in that order, skipping players who are out. Every square a knight has stood on stays
blocked. A player with no move at the start of its turn is eliminated without being sent
input and takes the next value of a counter starting at 0; the last player left takes the
value after that. A timeout or invalid output scores -1 and does not advance the counter.
Start squares and `random` answers come from two separate java.util.Random(seed) streams.
Written independently of `sources/`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from ...turns import Turn
from ...referees.base import Fault, Game, Limits, Outcome, Prompt
from . import SPEC
from ...referees.javarandom import JavaRandom

SEATS = SPEC.seats
COLOURS = "rgb"
SIZE = 8
LIMITS = SPEC.limits
FIRST_TURN_TIME, TURN_TIME = LIMITS.first_turn, LIMITS.turn
MAX_TURNS = 62
TIMEOUT_OR_INVALID_SCORE = -1
# (file step, rank step) in the order the original generates moves; `random` indexes this order.
KNIGHT_STEPS = ((-1, -2), (1, -2), (-2, -1), (2, -1), (-2, 1), (2, 1), (-1, 2), (1, 2))

Square = tuple[int, int]  # (file, rank), both 0..7; a1 is (0, 0)


def square_name(square: Square) -> str:
    file, rank = square
    return "abcdefgh"[file] + str(rank + 1)


def start_squares(seed: int) -> list[Square]:
    """Redraw (row, column) until the square is free and off the border, for r, g, b in turn.

    The original indexes its [row][column] array as [x][y] with x drawn first, so the first
    draw is the rank and the second the file.
    """
    rng = JavaRandom(seed)
    squares: list[Square] = []
    for _ in range(SEATS):
        while True:
            rank = rng.next_int(SIZE)
            file = rng.next_int(SIZE)
            inner = 1 <= rank <= SIZE - 2 and 1 <= file <= SIZE - 2
            if inner and (file, rank) not in squares:
                break
        squares.append((file, rank))
    return squares


def start_position(seed: int) -> str:
    return " ".join(square_name(square) for square in start_squares(seed))


@dataclass
class Board:
    knights: list[Square]
    blocked: set[Square] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.blocked.update(self.knights)

    def moves(self, seat: int) -> list[Square]:
        """Legal destinations in generation order."""
        file, rank = self.knights[seat]
        targets = [(file + df, rank + dr) for df, dr in KNIGHT_STEPS]
        return [
            (f, r)
            for f, r in targets
            if 0 <= f < SIZE and 0 <= r < SIZE and (f, r) not in self.blocked
        ]

    def move(self, seat: int, square: Square) -> None:
        self.knights[seat] = square
        self.blocked.add(square)

    def rows(self) -> tuple[str, ...]:
        letters = {square: COLOURS[seat] for seat, square in enumerate(self.knights)}
        return tuple(
            "".join(
                letters.get((file, rank), "#" if (file, rank) in self.blocked else ".")
                for file in range(SIZE)
            )
            for rank in reversed(range(SIZE))
        )


def turn_lines(
    board: Board,
    seat: int,
    turn: int,
    active: list[bool],
    last_moves: list[str],
) -> tuple[str, ...]:
    # The original sends the colour while the SDK turn number is below 4: each seat's first turn.
    colour = (COLOURS[seat],) if turn < SEATS + 1 else ()
    status = tuple(
        f"{COLOURS[s]} {int(active[s])} {last_moves[s]}" for s in range(SEATS)
    )
    moves = sorted(map(square_name, board.moves(seat)))
    return colour + status + board.rows() + (str(len(moves)),) + tuple(moves)


def chosen_square(answer: str, moves: Sequence[str]) -> str | None:
    """The legal square an output line starts with (the comment split off at the first space)."""
    command = answer.split(" ", 1)[0]
    return next((name for name in moves if command.startswith(name)), None)


def is_random(answer: str) -> bool:
    return answer.split(" ", 1)[0] == "random"


def play(seed: int, options: dict[str, str], limits: Limits = LIMITS) -> Game:
    """One game from `seed`; there are no options."""
    board = Board(start_squares(seed))
    random_moves = JavaRandom(seed)
    active = [True] * SEATS
    executed = [False] * SEATS
    last_moves = ["null"] * SEATS
    scores = [0] * SEATS
    faults: list[Fault] = []
    out_order: list[str] = []
    counter = 0
    seat = 0
    for turn in range(1, MAX_TURNS + 1):
        if active.count(True) == 1:
            scores[seat] = counter
            summary = f"{COLOURS[seat]} wins; out in order: {', '.join(out_order)}"
            return Outcome(scores, summary, faults)
        moves = board.moves(seat)
        if not moves:
            scores[seat] = counter
            counter += 1
            active[seat] = False
            out_order.append(f"{COLOURS[seat]} (no moves)")
        else:
            lines = turn_lines(board, seat, turn, active, last_moves)
            time_limit = limits.turn if executed[seat] else limits.first_turn
            executed[seat] = True
            answer = yield Prompt(seat, lines, time_limit)
            if answer is None:
                fault = Fault(seat, "timeout", "no answer in time")
            elif is_random(answer):
                square = moves[random_moves.next_int(len(moves))]
                fault = None
            else:
                name = chosen_square(answer, [square_name(m) for m in moves])
                square = next((m for m in moves if square_name(m) == name), None)
                fault = (
                    Fault(seat, "illegal", f"invalid action {answer!r}")
                    if square is None
                    else None
                )
            if fault is None:
                board.move(seat, square)
                last_moves[seat] = square_name(square)
            else:
                faults.append(fault)
                scores[seat] = TIMEOUT_OR_INVALID_SCORE
                active[seat] = False
                out_order.append(f"{COLOURS[seat]} ({fault.kind})")
        seat = next(
            (seat + step) % SEATS
            for step in range(1, SEATS + 1)
            if active[(seat + step) % SEATS]
        )
    return Outcome(scores, f"turn limit {MAX_TURNS} reached", faults)


def check_answer(history: Sequence[Turn], answer: str) -> str | None:
    """Legality of `answer` to the last turn in `history`, read from the legal moves sent."""
    lines = history[-1].lines
    if len(lines[0]) == 1:
        lines = lines[1:]
    count = int(lines[SEATS + SIZE])
    moves = lines[SEATS + SIZE + 1 : SEATS + SIZE + 1 + count]
    if is_random(answer) or chosen_square(answer, moves) is not None:
        return None
    return f"invalid action {answer!r}: legal squares are {' '.join(moves)}"

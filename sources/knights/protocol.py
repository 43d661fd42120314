"""Reads the referee's turns from stdin and answers on stdout; the only module doing I/O.

Input is read by the generated reader (`sources/readers/knights.py`, from
`bundler/codegen/stubs/knights.stub`): our colour once, then each turn three `colour status lastMove` lines
in r, g, b order, eight board rows with rank 8 first, the number of legal moves and the
moves, sorted.

Every turn is checked to hold together before it is answered (`turn_problem`): the lines
are read by position, so a line lost or repeated shows only as a turn that does not add up,
and answering it would answer out of turn. Bad input gets one line on stderr, then the bot
stops: nothing later can be trusted either.
"""

import os
import sys
import time

from ..readers.knights import EndOfInput, InputError, Reader
from .board import (
    COLOURS,
    KNIGHT_MOVES,
    parse_rows,
    replace,
    square_name,
    squares_of,
)
from .opponents import OpponentModels, replay
from .search import PARANOID, Search

FIRST_TURN_BUDGET = 0.2
TURN_BUDGET = 0.030  # seconds; tune: 0.020..0.050 (the limit is 100 ms)
ALGORITHM = PARANOID
# Let the search expect the moves of opponents whose play fits a model (`opponents`).
MODEL_OPPONENTS = True


class Turn:
    """What one turn tells a player."""

    def __init__(self, me, blocked, knights, alive, legal, started, first):
        self.me = me
        self.blocked = blocked
        self.knights = tuple(knights)
        self.alive = tuple(alive)
        self.legal = legal
        self.started = started
        self.first = first


def parse_turn(turn):
    """Blocked squares, knights, who is in, and the legal move names of one turn, as the
    generated reader (`sources/readers/knights.py`) returns it."""
    blocked, knights = parse_rows(turn.rows)
    return blocked, knights, [status == 1 for status in turn.statuses], list(turn.moves)


SQUARE_NAMES = [square_name(square) for square in range(64)]


def turn_problem(turn, me):
    """(line offset in the turn, what is wrong) when the turn cannot come from the referee,
    else None: the players r, g, b in order, each in (1) or out (0), this one in, each last
    move null or the square its knight stands on; rows of '.', '#' and one of each knight;
    and the moves exactly the free squares a knight's jump from this one, sorted (a player
    without one is never asked)."""
    for index, (player, status, last_move) in enumerate(
        zip(turn.players, turn.statuses, turn.last_moves)
    ):
        if player != COLOURS[index] or status not in (0, 1):
            return (
                index,
                f"players: expected {COLOURS[index]} 0 or 1, got {player} {status}",
            )
        if last_move != "null" and last_move not in SQUARE_NAMES:
            return index, f"lastMoves: expected a square or null, got {last_move!r}"
    if turn.statuses[me] != 1:
        return me, f"statuses: {COLOURS[me]} is out, yet asked to move"
    for row, text in enumerate(turn.rows):
        if len(text) != 8 or text.strip(".#rgb"):
            return 3 + row, f"rows: expected 8 of '.', '#', 'r', 'g', 'b', got {text!r}"
    board = "".join(turn.rows)
    for colour in COLOURS:
        if board.count(colour) != 1:
            return 3, f"rows: {board.count(colour)} knights {colour!r}"
    blocked, knights = parse_rows(turn.rows)
    for index, last_move in enumerate(turn.last_moves):
        if last_move != "null" and SQUARE_NAMES.index(last_move) != knights[index]:
            return (
                index,
                f"lastMoves: the {COLOURS[index]} knight is not on {last_move}",
            )
    legal = sorted(
        SQUARE_NAMES[s] for s in squares_of(KNIGHT_MOVES[knights[me]] & ~blocked)
    )
    if not legal or turn.moves != legal:
        return 11, f"moves: expected {legal}, got {turn.moves}"
    return None


def serve(policy):
    """Answer every turn with `policy(turn)`, a legal square name, until input ends."""
    reader = Reader(sys.stdin.buffer.readline)
    first = True
    try:
        colour = reader.read_init().color
        if colour not in COLOURS:
            raise InputError(f"input line 1: color: expected r, g or b, got {colour!r}")
        me = COLOURS.index(colour)
        while True:
            first_line = reader.line_number + 1
            turn = reader.read_turn()
            started = time.perf_counter()
            problem = turn_problem(turn, me)
            if problem:
                offset, what = problem
                raise InputError(f"input line {first_line + offset}: {what}")
            blocked, knights, alive, legal = parse_turn(turn)
            try:
                answer = policy(
                    Turn(me, blocked, knights, alive, legal, started, first)
                )
            except (
                Exception
            ) as error:  # a legal answer beats a crash whatever went wrong
                sys.stderr.write(
                    f"knights: search failed ({error!r}), playing {legal[0]}\n"
                )
                answer = legal[0]
            print(answer if answer in legal else legal[0], flush=True)
            first = False
    except EndOfInput:
        return
    except InputError as error:
        # Out of step with the referee: no later line can be trusted either.
        sys.stderr.write(f"knights: bad input, stopping: {error}\n")


class SearchPolicy:
    """Our answer to each turn of one game. It remembers the position after its own move,
    so that the next turn shows what each opponent played from there (`opponents`)."""

    def __init__(self, node_limit=None, algorithm=ALGORITHM):
        self.node_limit = node_limit
        self.algorithm = algorithm
        self.models = None
        self.after_our_move = None
        self.last_search = None  # for benchmarks' statistics

    def __call__(self, turn):
        if self.models is None:
            self.models = OpponentModels(turn.me)
        elif self.after_our_move is not None:
            seen = (turn.blocked, turn.knights, turn.alive)
            replay(self.models, self.after_our_move, seen)
        # Set again only once this turn's move is chosen: a turn that fails replays nothing.
        self.after_our_move = None
        budget = FIRST_TURN_BUDGET if turn.first else TURN_BUDGET
        search = Search(
            turn.me,
            self.algorithm,
            node_limit=self.node_limit,
            deadline=turn.started + budget,
            opponents=self.models if MODEL_OPPONENTS else None,
        )
        move = search.choose(turn.blocked, turn.knights, turn.alive)
        self.last_search = search
        if move < 0:
            return ""
        knights = replace(turn.knights, turn.me, move)
        self.after_our_move = (turn.blocked | 1 << move, knights, turn.alive)
        return square_name(move)


def main():
    node_limit = os.environ.get("ARENA_NODES")
    serve(SearchPolicy(int(node_limit) if node_limit else None))

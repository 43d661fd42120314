"""Reads the referee's turns from stdin and answers on stdout; the only module doing I/O.

Input is read by the generated reader (`sources/readers/knights.py`, from
`stubs/knights.stub`): our colour once, then each turn three `colour status lastMove` lines
in r, g, b order, eight board rows with rank 8 first, the number of legal moves and the
moves, sorted.
"""

import os
import sys
import time

from ..readers.knights import EndOfInput, InputError, Reader
from .board import COLOURS, parse_rows, square_name
from .search import PARANOID, Search

FIRST_TURN_BUDGET = 0.2
TURN_BUDGET = 0.030
ALGORITHM = PARANOID


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


def serve(policy):
    """Answer every turn with `policy(turn)`, a legal square name, until input ends."""
    reader = Reader(sys.stdin.readline)
    first = True
    try:
        me = COLOURS.index(reader.read_init().color)
        while True:
            blocked, knights, alive, legal = parse_turn(reader.read_turn())
            started = time.perf_counter()
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
    except (InputError, ValueError) as error:
        # Out of step with the referee: no later line can be trusted either.
        sys.stderr.write(f"knights: unreadable turn input ({error})\n")


def search_policy(turn):
    node_limit = os.environ.get("ARENA_NODES")
    budget = FIRST_TURN_BUDGET if turn.first else TURN_BUDGET
    search = Search(
        turn.me,
        ALGORITHM,
        node_limit=int(node_limit) if node_limit else None,
        deadline=turn.started + budget,
    )
    move = search.choose(turn.blocked, turn.knights, turn.alive)
    return square_name(move) if move >= 0 else ""


def main():
    serve(search_policy)

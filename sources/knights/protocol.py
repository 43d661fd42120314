"""Reads the referee's turns from stdin and answers on stdout; the only module doing I/O.

A turn is: our colour (first turn only), three `colour status lastMove` lines in r, g, b
order, eight board rows with rank 8 first, the number of legal moves and the moves, sorted.
"""

import os
import sys
import time

from .board import COLOURS, PLAYERS, parse_rows, square_name
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


def parse_turn(lines):
    """Blocked squares, knights, who is in, and the legal move names from one turn's lines
    (without the colour line)."""
    statuses, rows = lines[:PLAYERS], lines[PLAYERS : PLAYERS + 8]
    legal = list(lines[PLAYERS + 9 : PLAYERS + 9 + int(lines[PLAYERS + 8])])
    alive = [status.split()[1] == "1" for status in statuses]
    blocked, knights = parse_rows(rows)
    return blocked, knights, alive, legal


def read_turn(first_line):
    lines = [first_line] + [input() for _ in range(PLAYERS + 8)]
    lines += [input() for _ in range(int(lines[-1]))]
    return parse_turn(lines)


def serve(policy):
    """Answer every turn with `policy(turn)`, a legal square name, until input ends."""
    me = None
    first = True
    while True:
        try:
            line = input()
            # The clock runs from the first line of the turn.
            started = time.perf_counter()
            if len(line) == 1:
                me = COLOURS.index(line)
                line = input()
            blocked, knights, alive, legal = read_turn(line)
        except EOFError:
            return
        except (ValueError, IndexError) as error:
            # Out of step with the referee: no later line can be trusted either.
            sys.stderr.write(f"knights: unreadable turn input ({error})\n")
            return
        if me is None:
            sys.stderr.write("knights: no colour line before the first turn\n")
            me = 0
        try:
            answer = policy(Turn(me, blocked, knights, alive, legal, started, first))
        except Exception as error:  # a legal answer beats a crash whatever went wrong
            sys.stderr.write(
                f"knights: search failed ({error!r}), playing {legal[0]}\n"
            )
            answer = legal[0]
        print(answer if answer in legal else legal[0], flush=True)
        first = False


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

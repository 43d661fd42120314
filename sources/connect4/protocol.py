"""The arena protocol (the only module that reads stdin and writes stdout).

Each turn: `myId oppId` on the player's first turn only, then turnIndex, the 7 rows top
first, the valid actions (columns ascending, then -2 when STEAL is allowed) and the
opponent's previous action. The answer is a column or STEAL.
"""

import gc
import os
import sys
import time

from .board import ROWS, from_rows
from .opening import choose_action
from .search import Search

FIRST_TURN_LIMIT = 1.0
TURN_LIMIT = 0.1
# share of the arena limit the search may use: the rest covers reading, answering and a
# busy machine (answers must stay under 70% of the limit)
SEARCH_SHARE = 0.33
STEAL_ACTION = -2


def node_budget_from_environment():
    value = os.environ.get("ARENA_NODES")
    return int(value) if value else None


def read_turn(first_line):
    """(turnIndex, rows, valid actions) of one turn whose first line was already read."""
    turn_index = int(first_line)
    rows = [sys.stdin.readline().strip() for _ in range(ROWS)]
    count = int(sys.stdin.readline())
    actions = [int(sys.stdin.readline()) for _ in range(count)]
    sys.stdin.readline()  # the opponent's previous action shows on the board already
    return turn_index, rows, actions


def play_turns(choose):
    """Answer every turn with `choose(my_chip, turn_index, rows, actions, limit, elapsed)`
    until the input ends: `limit` is the turn's time limit and `elapsed()` the seconds since
    its first line was read."""
    my_chip = "0"
    first_turn = True
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        started = time.perf_counter()
        if len(line.split()) == 2:
            my_chip = line.split()[0]
            line = sys.stdin.readline()
        try:
            turn_index, rows, actions = read_turn(line)
        except ValueError as error:
            print(f"unreadable turn input: {error}", file=sys.stderr)
            print(4, flush=True)
            continue
        limit = FIRST_TURN_LIMIT if first_turn else TURN_LIMIT
        first_turn = False

        def elapsed(started=started):
            return time.perf_counter() - started

        print(choose(my_chip, turn_index, rows, actions, limit, elapsed), flush=True)


def main():
    # the search allocates many small tuples and never builds cycles: collector pauses
    # would only add jitter to the answer times
    gc.disable()
    node_budget = node_budget_from_environment()
    search = Search()

    def choose(my_chip, turn_index, rows, actions, limit, elapsed):
        current, mask = from_rows(rows, my_chip)
        nodes_before = search.nodes
        action, depth = choose_action(
            current,
            mask,
            STEAL_ACTION in actions,
            search,
            limit * SEARCH_SHARE - elapsed(),
            node_budget,
        )
        print(
            f"turn {turn_index}: {action} depth {depth}"
            f" nodes {search.nodes - nodes_before} ms {elapsed() * 1000:.1f}",
            file=sys.stderr,
        )
        return action

    play_turns(choose)

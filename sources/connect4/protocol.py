"""The arena protocol (the only module that reads stdin and writes stdout).

Input is read by the generated reader `sources/readers/connect4.py` (from
`stubs/connect4.stub`): `myId oppId` once, then each turn turnIndex, the 7 rows top first,
the valid actions (columns ascending, then -2 when STEAL is allowed) and the opponent's
previous action. The answer is a column or STEAL.
"""

import gc
import os
import sys
import time

from ..readers.connect4 import EndOfInput, InputError, Reader
from .board import from_rows
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


def play_turns(choose):
    """Answer every turn with `choose(my_chip, turn_index, rows, actions, limit, elapsed)`
    until the input ends: `limit` is the turn's time limit and `elapsed()` the seconds since
    the turn's input was read."""
    reader = Reader(sys.stdin.readline)
    try:
        my_chip = str(reader.read_init().my_id)
        limit = FIRST_TURN_LIMIT
        while True:
            turn = reader.read_turn()
            started = time.perf_counter()

            def elapsed(started=started):
                return time.perf_counter() - started

            answer = choose(
                my_chip, turn.turn_index, turn.board_rows, turn.actions, limit, elapsed
            )
            print(answer, flush=True)
            limit = TURN_LIMIT
    except EndOfInput:
        return
    except InputError as error:
        # Out of sync with the referee: nothing later can be trusted.
        print(f"unreadable input, stopping: {error}", file=sys.stderr)


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

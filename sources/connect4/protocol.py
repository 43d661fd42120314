"""The arena protocol (the only module that reads stdin and writes stdout).

Input is read by the generated reader `sources/readers/connect4.py` (from
`bundler/codegen/stubs/connect4.stub`): `myId oppId` once, then each turn turnIndex, the 7 rows top first,
the valid actions (columns ascending, then -2 when STEAL is allowed) and the opponent's
previous action. The answer is a column or STEAL.

Every turn is checked to hold together before it is answered (`turn_problem`): the lines
are read by position, so a line lost or repeated shows only as a turn that does not add up,
and answering it would answer out of turn. Bad input gets one line on stderr, then the bot
stops: nothing later can be trusted either.
"""

import gc
import os
import sys
import time

from ..pipe_input import pipe_input_or_none
from ..readers.connect4 import EndOfInput, InputError, Reader
from .board import BOARD_MASK, COLUMNS, ROWS, from_rows, has_four, play
from .opening import STEAL, choose_action
from .search import Search

FIRST_TURN_LIMIT = 1.0
TURN_LIMIT = 0.1
# share of the arena limit the search may use: the rest covers reading, answering and a
# busy machine (answers must stay under 70% of the limit). 0.55 against 0.33: +280 Elo
# (95% interval +175 to +462) in self-play, SPRT [0, 20] accepted after 48 games. The
# search runs to this deadline (it used to stop early rather than start an iteration it
# might not finish, using ~28 ms on average): +101 Elo (+52 to +155), SPRT [0, 20]
# accepted after 184 games
SEARCH_SHARE = 0.55
STEAL_ACTION = -2
# Thinking on the opponent's time stops when its move starts to arrive, or after this long
# (the table it fills is then large enough, and a stalled referee is not searched for).
PONDER_SECONDS = 1.0


def node_budget_from_environment():
    value = os.environ.get("ARENA_NODES")
    return int(value) if value else None


def columns_of(rows):
    """Each column's cells as a string, from the bottom up."""
    return ["".join(row[column] for row in reversed(rows)) for column in range(COLUMNS)]


def turn_problem(turn, my_id, previous=None):
    """(line offset in the turn, what is wrong) when the turn cannot come from the referee,
    else None: turnIndex this player's (two more than at its `previous` turn), a position
    reached by play (`rows_problem`), the actions exactly the open columns (and STEAL at
    turnIndex 1), and the opponent's previous action a column its chip tops (-1 before any
    chip, -2 right after a STEAL) and, given the previous turn, the column of its one new
    chip. Then no line can be lost or repeated unseen, although the last action, the
    opponent's action and the next turnIndex are all small integers."""
    index = turn.turn_index
    if index < 0 or index % 2 != my_id:
        return 0, f"turnIndex: {index} is not player {my_id}'s turn"
    if previous is not None and index != previous.turn_index + 2:
        return 0, f"turnIndex: {index} after {previous.turn_index}"
    problem = rows_problem(turn.board_rows, index)
    if problem:
        return problem
    columns = columns_of(turn.board_rows)
    open_columns = [column for column in range(COLUMNS) if columns[column][-1] == "."]
    expected = open_columns + ([STEAL_ACTION] if index == 1 else [])
    if not open_columns or turn.actions != expected:
        return 1 + ROWS, f"actions: expected {expected}, got {turn.actions}"
    action = turn.opp_previous_action
    offset = 2 + ROWS + len(turn.actions)
    opponent = str(1 - my_id)
    stolen = (
        index >= 2 and sum(cells.count("0") for cells in columns) < (index + 1) // 2
    )
    if index == 0:
        fits = action == -1
    elif index == 2 and stolen:
        fits = action == STEAL_ACTION
    else:
        fits = 0 <= action < COLUMNS and columns[action].rstrip(".")[-1:] == opponent
        if fits and previous is not None:
            added = new_chips(previous, columns, opponent, index == 3 and stolen)
            if added is None:
                return 1, "boardRows: a chip of the previous turn is gone or changed"
            fits = added == [action]
    if not fits:
        return offset, f"oppPreviousAction: {action} is not the opponent's last action"
    return None


def rows_problem(rows, index):
    """(line offset, what is wrong) unless the rows hold a position reached by play at
    turnIndex `index`: '.', '0' and '1' only, no chip above an empty cell, as many chips of
    each colour as the actions so far place (one fewer 0 after a STEAL), no four in a row
    yet."""
    for row, text in enumerate(rows):
        if len(text) != COLUMNS or text.strip(".01"):
            return 1 + row, f"boardRows: expected {COLUMNS} of '.01', got {text!r}"
    columns = columns_of(rows)
    for column, cells in enumerate(columns):
        chips = cells.rstrip(".")
        if "." in chips:
            return 1 + ROWS - len(chips), f"boardRows: a chip floats in column {column}"
    zeros = sum(cells.count("0") for cells in columns)
    ones = sum(cells.count("1") for cells in columns)
    steals = (index + 1) // 2 - zeros
    if ones != index // 2 or steals not in ((0, 1) if index >= 2 else (0,)):
        return 1, f"boardRows: {zeros} 0s and {ones} 1s at turnIndex {index}"
    zero_chips, mask = from_rows(rows, "0")
    if has_four(zero_chips) or has_four(zero_chips ^ mask):
        return 1, "boardRows: four in a row already"
    return None


def new_chips(previous, columns, opponent, stolen_since):
    """The columns the opponent's chips were added to since this player's `previous`
    turn, or None when a chip of then is gone or changed (`stolen_since`: player 1 stole
    player 0's first chip since, which is a 1 now)."""
    added = []
    for column, (old, new) in enumerate(zip(columns_of(previous.board_rows), columns)):
        old = old.rstrip(".")
        if stolen_since:
            old = old.replace("0", "1")
        if not new.startswith(old):
            return None
        added += [column] * new.rstrip(".")[len(old) :].count(opponent)
    return added


def play_turns(choose, readline=None, ponder=None):
    """Answer every turn with `choose(my_chip, turn_index, rows, actions, limit, elapsed)`
    until the input ends: `limit` is the turn's time limit and `elapsed()` the seconds since
    the turn's input was read. `readline` defaults to stdin's; `ponder()`, if given, runs
    after each answer until the next input arrives."""
    reader = Reader(readline or sys.stdin.buffer.readline)
    try:
        init = reader.read_init()
        if sorted((init.my_id, init.opp_id)) != [0, 1]:
            raise InputError(
                f"input line 1: myId oppId: expected 0 1 or 1 0,"
                f" got {init.my_id} {init.opp_id}"
            )
        my_chip = str(init.my_id)
        limit = FIRST_TURN_LIMIT
        previous = None
        while True:
            first_line = reader.line_number + 1
            turn = reader.read_turn()
            started = time.perf_counter()
            problem = turn_problem(turn, init.my_id, previous)
            if problem:
                offset, what = problem
                raise InputError(f"input line {first_line + offset}: {what}")
            previous = turn

            def elapsed(started=started):
                return time.perf_counter() - started

            answer = choose(
                my_chip, turn.turn_index, turn.board_rows, turn.actions, limit, elapsed
            )
            print(answer, flush=True)
            limit = TURN_LIMIT
            if ponder is not None:
                ponder()
    except EndOfInput:
        return
    except InputError as error:
        # Out of step with the referee: nothing later can be trusted.
        print(f"connect4: bad input, stopping: {error}", file=sys.stderr)


def main():
    # the search allocates many small tuples and never builds cycles: collector pauses
    # would only add jitter to the answer times
    gc.disable()
    node_budget = node_budget_from_environment()
    search = Search()
    # the position after our answer, with the opponent to move, while it is unfinished
    opponent_to_move = []

    def choose(my_chip, turn_index, rows, actions, limit, elapsed):
        current, mask = from_rows(rows, my_chip)
        opponent_to_move.clear()
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
        # after a STEAL every chip is ours and the opponent moves
        after = (0, mask) if action == STEAL else play(current, mask, action)
        if after[1] != BOARD_MASK and not has_four(after[0] ^ after[1]):
            opponent_to_move.append(after)
        return action

    source = pipe_input_or_none(node_budget)
    if source is None:
        play_turns(choose)
        return

    def ponder():
        """Search the opponent's position: its replies are our next positions, and the
        transposition table keeps what was found for the turn to come."""
        if opponent_to_move:
            search.best_move(
                *opponent_to_move[0],
                time_budget=PONDER_SECONDS,
                interrupted=source.waiting,
            )

    play_turns(choose, source.readline, ponder)

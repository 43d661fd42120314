"""Static evaluation of a quiet position, for the side to move, built on threats.

A threat is an empty cell that would complete four. Its worth depends on the row parity:
when the rest of the board fills up, the side to move with `n` chips on the board drops its
chips on rows of the same parity as `n` in the last open column (7 rows, 63 cells), so a
threat on such a row can be forced in the endgame (zugzwang) and one on the other parity
usually cannot. A threat directly above an opponent threat is dead (the opponent's cell comes
first), and two threats of one side stacked in a column win as soon as the lower one is
reachable.

Zugzwang: below the lowest threat of each column, every cell but the one right under the
threat is safe for both sides. When the safe cells run out, the side to move must play under
a threat; unless one of those threats is its own (it can give that one up), it loses.
"""

from .board import (
    BOARD_MASK,
    BOTTOM,
    COLUMNS,
    ROW_PARITY_MASKS,
    ROWS,
    SENTINELS,
    cell_bit,
)

THREAT = 16
GOOD_PARITY_THREAT = 24
STACKED_THREATS = 60
ZUGZWANG = 100
MAX_EVALUATION = 2000  # above any score `evaluate` gives; mate scores start above it


def lines_through(column, row):
    """How many lines of four on the board contain the cell."""
    count = 0
    for column_step, row_step in ((1, 0), (0, 1), (1, 1), (1, -1)):
        for start in range(-3, 1):
            cells = [
                (column + (start + k) * column_step, row + (start + k) * row_step)
                for k in range(4)
            ]
            count += all(0 <= c < COLUMNS and 0 <= r < ROWS for c, r in cells)
    return count


def weight_planes():
    """Cells split by the bits of their worth (the number of lines of four through them),
    so the weighted chip count costs one popcount per bit instead of one per worth."""
    worths = {
        cell_bit(column, row): lines_through(column, row)
        for column in range(COLUMNS)
        for row in range(ROWS)
    }
    planes = []
    for bit in range(max(worths.values()).bit_length()):
        planes.append(sum(cell for cell, worth in worths.items() if worth >> bit & 1))
    return tuple(planes)


WEIGHT_PLANES = weight_planes()  # bundle: precompute


def zugzwang(mask, my_threats, their_threats):
    """+1 when the opponent will run out of safe moves with only threats of ours (or
    shared ones) to play under, -1 when we will, 0 otherwise."""
    # per column, the lowest threat or else the sentinel above the top row (the sentinel
    # stops the borrow of `- BOTTOM` and of the subtraction below at the column's edge)
    marked = my_threats | their_threats | SENTINELS
    lowest = marked & ~(marked - BOTTOM)
    under_threats = lowest & BOARD_MASK
    if not under_threats:
        return 0
    safe_moves = (lowest - (mask + BOTTOM)).bit_count() - under_threats.bit_count()
    if safe_moves & 1:
        return 0 if under_threats & their_threats & ~my_threats else 1
    return 0 if under_threats & my_threats & ~their_threats else -1


def evaluate(current, opponent, mask, my_threats, their_threats):
    """Score for the side to move (`current`), given both sides' threats."""
    live_mine = my_threats & ~(their_threats << 1)
    live_theirs = their_threats & ~(my_threats << 1)
    parity = mask.bit_count() & 1
    my_parity = ROW_PARITY_MASKS[parity]
    their_parity = ROW_PARITY_MASKS[1 - parity]
    score = THREAT * (live_mine.bit_count() - live_theirs.bit_count())
    score += GOOD_PARITY_THREAT * (
        (live_mine & my_parity).bit_count() - (live_theirs & their_parity).bit_count()
    )
    if live_mine & (live_mine >> 1):
        score += STACKED_THREATS
    if live_theirs & (live_theirs >> 1):
        score -= STACKED_THREATS
    score += ZUGZWANG * zugzwang(mask, live_mine, live_theirs)
    for bit, cells in enumerate(WEIGHT_PLANES):
        score += ((current & cells).bit_count() - (opponent & cells).bit_count()) << bit
    return max(-MAX_EVALUATION, min(MAX_EVALUATION, score))

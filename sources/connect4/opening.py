"""Opening play from the book computed offline (`opening_book`), and the turn's decision:
the book while the position is in it, the search after.

STEAL is decided from `FIRST_CHIP_SCORES[c]`: the deep-search score, for the side to move,
of the board holding one opponent chip in column c. Player 1 facing player 0's chip in c
gets that score by playing on and its negation by stealing (stealing hands the same position
to player 0 with the colours swapped). So player 1 steals exactly when the score is negative,
and player 0 opens where the score is closest to zero, the opening least worth stealing.
"""

from .board import COLUMNS, column_of, mirror, position_key
from .opening_book import BOOK, FIRST_CHIP_SCORES

STEAL = "STEAL"


def book_move(current, mask):
    """The book's column for this position or its mirror image, or None."""
    column = BOOK.get(position_key(current, mask))
    if column is not None:
        return column
    column = BOOK.get(position_key(mirror(current), mirror(mask)))
    return None if column is None else COLUMNS - 1 - column


def should_steal(opponent_chip_column, first_chip_scores=FIRST_CHIP_SCORES):
    return first_chip_scores[opponent_chip_column] < 0


def opening_column(first_chip_scores=FIRST_CHIP_SCORES):
    """Player 0's first column: the one whose chip is worth least to whoever ends up
    owning it, centre first among equals."""
    return min(range(COLUMNS), key=lambda c: (abs(first_chip_scores[c]), abs(c - 4)))


def choose_action(current, mask, can_steal, search, time_budget, node_budget):
    """The answer for the side to move (a column, or STEAL), and the search depth used
    (0 for the book)."""
    if mask == 0:
        return opening_column(), 0
    if can_steal and should_steal(column_of(mask)):
        return STEAL, 0
    column = book_move(current, mask)
    if column is not None:
        return column, 0
    column, _ = search.best_move(current, mask, time_budget, node_budget)
    return column, search.depth_reached

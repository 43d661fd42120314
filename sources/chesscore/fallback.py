"""A placeholder move chooser with the interface a search provides: take the most valuable
piece available (least valuable attacker first), else the first legal move."""

from .board import Board
from .budget import Budget
from .tables import EMPTY

PIECE_VALUES = (0, 1, 3, 3, 5, 9, 0)


def choose_move(board: Board, budget: Budget, avoid=frozenset()):
    """A legal move not in `avoid`, or None when there is none. `budget` is not needed here."""
    cells = board.cells
    best, best_score = None, None
    for move in board.legal_moves():
        if move in avoid:
            continue
        victim = cells[move >> 7 & 127]
        score = 0
        if board.is_capture(move):
            victim_value = PIECE_VALUES[victim & 7] if victim != EMPTY else 1
            score = 10 * victim_value - PIECE_VALUES[cells[move & 127] & 7]
        if best is None or score > best_score:
            best, best_score = move, score
    return best

__all__ = ["KING"]
KING = "K"
QUEEN = "Q"
ROOK = "R"
BISHOP = "B"
PAWN = "P"

__all__ += ["QUEEN"]
__all__.append("ROOK")
__all__.extend(["BISHOP", "knight_moves"])


def knight_moves(x, y):
    jumps = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
    return sorted((x + dx, y + dy) for dx, dy in jumps if 0 <= x + dx < 8 and 0 <= y + dy < 8)

# fmt: off
WHITE, BLACK = 0, 1
PAWN = KNIGHT_STEP = 8
HALF = .5
LIMIT = 250
TABLE = [WHITE, BLACK]


def colour_name(colour, pawn=PAWN):
    return ("white", "black")[colour] + str(pawn + KNIGHT_STEP)


class Piece:
    value = PAWN * HALF


print(colour_name(BLACK), Piece.value, TABLE, LIMIT, f"{WHITE}")
# output
WHITE, BLACK = 0, 1
PAWN = KNIGHT_STEP = 8
HALF = .5
LIMIT = 250
TABLE = [0, 1]


def colour_name(colour, pawn=8):
    return ("white", "black")[colour] + str(pawn + 8)


class Piece:
    value = 8 * .5


print(colour_name(1), Piece.value, TABLE, LIMIT, f"{0}")

"""Constants and precomputed tables of the 10x12 mailbox board.

The board is a list of 120 cells: two guard rows above and below and one guard column on each
side, so that every knight jump or ray step off the 8x8 board lands on an OFFBOARD cell and
move generation needs no bounds checks. Square a1 is cell 21, h1 is 28, a8 is 91, h8 is 98.
"""

import random

WHITE, BLACK = 0, 1

EMPTY = 0
PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = 1, 2, 3, 4, 5, 6
# A piece code is its type, plus BLACK_FLAG for Black; guard cells hold OFFBOARD.
BLACK_FLAG = 8
OFFBOARD = 16

NORTH, SOUTH, EAST, WEST = 10, -10, 1, -1
ORTHOGONAL = (SOUTH, NORTH, WEST, EAST)
DIAGONAL = (SOUTH + WEST, NORTH + WEST, SOUTH + EAST, NORTH + EAST)
KING_STEPS = DIAGONAL + ORTHOGONAL
KNIGHT_JUMPS = (-21, -19, -12, -8, 8, 12, 19, 21)

# Move encoding: from | to << 7 | kind << 14. Castling is stored as "king takes own rook":
# its `to` is the rook's square, whatever notation is printed.
NORMAL, DOUBLE_PUSH, EN_PASSANT, CASTLING = 0, 1, 2, 3
PROMOTION_KIND = {KNIGHT: 4, BISHOP: 5, ROOK: 6, QUEEN: 7}

PIECE_LETTERS = ".PNBRQK..pnbrqk"
FILES = "abcdefgh"


def square(file: int, rank: int) -> int:
    return 21 + file + 10 * rank


def square_names() -> dict:
    return {square(f, r): FILES[f] + str(r + 1) for f in range(8) for r in range(8)}


def file_major_squares() -> tuple:
    """a1, a2, ..., a8, b1, ...: the order the chess960 referee scans the board in."""
    return tuple(square(f, r) for f in range(8) for r in range(8))


def direction_of_delta() -> dict:
    """Unit step along which a square difference lies, for differences on a rank, file or diagonal."""
    directions = {}
    for step in KING_STEPS:
        for distance in range(1, 8):
            directions[step * distance] = step
    return directions


def on_board(cell: int) -> bool:
    return 21 <= cell <= 98 and 1 <= cell % 10 <= 8


def rays(steps: tuple) -> list:
    """Per cell of the 8x8 board: for each of `steps` that leaves it on the board, the cells
    along that line to the board's edge, nearest first (a loop over them needs no guard
    test and no step arithmetic)."""
    table = [None] * 120
    for cell in filter(on_board, range(120)):
        lines = []
        for step in steps:
            line = []
            at = cell + step
            while on_board(at):
                line.append(at)
                at += step
            if line:
                lines.append(tuple(line))
        table[cell] = tuple(lines)
    return table


def knight_targets() -> list:
    """Per cell of the 8x8 board: the cells a knight there attacks."""
    table = [None] * 120
    for cell in filter(on_board, range(120)):
        table[cell] = tuple(
            cell + jump for jump in KNIGHT_JUMPS if on_board(cell + jump)
        )
    return table


def zobrist_keys(seed: int) -> dict:
    """64-bit keys: one per (piece code, cell), per castling-rights mask, per en-passant file."""
    rng = random.Random(seed)
    piece_square = [0] * (16 << 7)
    for piece in list(range(PAWN, KING + 1)) + list(
        range(BLACK_FLAG + PAWN, BLACK_FLAG + KING + 1)
    ):
        for cell in square_names():
            piece_square[piece << 7 | cell] = rng.getrandbits(64)
    return {
        "piece_square": piece_square,
        "castling": [0] + [rng.getrandbits(64) for _ in range(15)],
        "en_passant_file": [rng.getrandbits(64) for _ in range(8)],
        "black_to_move": rng.getrandbits(64),
    }


SQUARE_NAMES = square_names()  # bundle: precompute
NAMED_SQUARES = {name: cell for cell, name in SQUARE_NAMES.items()}
FILE_MAJOR_SQUARES = file_major_squares()  # bundle: precompute
DIRECTION_OF_DELTA = direction_of_delta()  # bundle: precompute
# Not precomputed: built at import in under a millisecond, and smaller than as literals.
DIAGONAL_RAYS = rays(DIAGONAL)
ORTHOGONAL_RAYS = rays(ORTHOGONAL)
QUEEN_RAYS = rays(KING_STEPS)
KNIGHT_TARGETS = knight_targets()
# Not precomputed: as a literal the keys would take ~21,000 of the bundle's 100,000
# characters, while drawing them at import takes well under a millisecond.
ZOBRIST = zobrist_keys(960)
PIECE_SQUARE_KEYS = ZOBRIST["piece_square"]
CASTLING_KEYS = ZOBRIST["castling"]
EN_PASSANT_KEYS = ZOBRIST["en_passant_file"]
BLACK_TO_MOVE_KEY = ZOBRIST["black_to_move"]

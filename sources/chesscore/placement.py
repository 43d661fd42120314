"""Placement values: what each piece on each cell adds to the evaluation, packed into one
int per (piece, cell) so that a single sum over the pieces yields the material and
piece-square scores, the game phase, the counts the evaluation needs and the key of the
pawn structure. The board keeps that sum as it moves (`Board.placement`), as it keeps the
Zobrist key, so the evaluation reads it instead of adding up every piece.
"""

import random

from .tables import BISHOP, BLACK, BLACK_FLAG, KING, PAWN, ROOK, WHITE, square
from .weights import ENDGAME_SQUARES, MIDDLEGAME_SQUARES

# Contribution of each piece type to the game phase: 24 with all pieces on, 0 with none.
PHASE_WEIGHTS = (0, 0, 1, 1, 2, 4, 0)
FULL_PHASE = 24


def table_index(file: int, rank: int) -> int:
    """Index into a piece-square table of `weights`: files a-d, mirrored onto h-e, from the
    owner's back rank up."""
    return rank * 4 + min(file, 7 - file)


# Each table entry packs, for one piece on one cell, its middlegame value (bits 0-19, signed,
# positive for White), its endgame value (bits 20-39, signed) and counters (from bit 40): the
# phase weight, then 4-bit counts of white bishops, black bishops, white pawns, black pawns;
# from bit 64 pawns, rooks and kings add a random key, so that the sum identifies what
# `pawn_structure` depends on: where the pawns stand, the rooks' files, and the king's cell
# while it is on its first two ranks. One sum over the pieces then yields all of them at
# once, and a rook moving along its file or a king walking up the board keeps the cached
# structure score.
VALUE_BITS = 20
VALUE_BIAS = 1 << (VALUE_BITS - 1)
VALUE_MASK = (1 << VALUE_BITS) - 1
STRUCTURE_SHIFT = 64
STRUCTURE_KEY_BITS = 48
PHASE_SHIFT, WHITE_BISHOPS_SHIFT, BLACK_BISHOPS_SHIFT = 0, 8, 12
WHITE_PAWNS_SHIFT, BLACK_PAWNS_SHIFT = 16, 20


def packed_table() -> list:
    """Packed values indexed by `piece code << 7 | cell` (see above)."""
    table = [0] * (16 << 7)
    random_keys = random.Random(64)
    keys = {}
    for piece in range(PAWN, KING + 1):
        for file in range(8):
            for rank in range(8):
                index = table_index(file, rank)
                mg = MIDDLEGAME_SQUARES[piece - 1][index]
                eg = ENDGAME_SQUARES[piece - 1][index]
                counters = PHASE_WEIGHTS[piece] << PHASE_SHIFT
                for colour in (WHITE, BLACK):
                    if piece == BISHOP:
                        shift = (WHITE_BISHOPS_SHIFT, BLACK_BISHOPS_SHIFT)[colour]
                    elif piece == PAWN:
                        shift = (WHITE_PAWNS_SHIFT, BLACK_PAWNS_SHIFT)[colour]
                    else:
                        shift = None
                    extra = counters + (1 << shift if shift is not None else 0)
                    sign = 1 if colour == WHITE else -1
                    # Black's piece on the mirrored rank scores the same for Black.
                    cell = square(file, rank if colour == WHITE else 7 - rank)
                    code = piece | (BLACK_FLAG if colour == BLACK else 0)
                    table[code << 7 | cell] = (
                        sign * mg
                        + (sign * eg << VALUE_BITS)
                        + (extra << 2 * VALUE_BITS)
                    )
                    placement = structure_placement(piece, file, rank)
                    if placement is not None:
                        if (code, placement) not in keys:
                            keys[code, placement] = random_keys.getrandbits(
                                STRUCTURE_KEY_BITS
                            )
                        table[code << 7 | cell] += (
                            keys[code, placement] << STRUCTURE_SHIFT
                        )
    return table


def structure_placement(piece: int, file: int, rank: int):
    """What of a piece's place `pawn_structure` sees (rank counted from the owner's side),
    None for pieces it ignores."""
    if piece == PAWN:
        return file, rank
    if piece == ROOK:
        return file
    if piece == KING:
        return (file, rank) if rank < 2 else "away"
    return None


# Not precomputed: as a literal the table took 21,614 of the bundle's characters, while
# building it from the weights at import takes about a millisecond.
PACKED_TABLE = packed_table()

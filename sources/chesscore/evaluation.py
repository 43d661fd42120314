"""Static evaluation: material and piece-square values tapered between the middlegame and the
endgame by the material left, a bishop-pair bonus, and a scale-down when the side ahead has
too little material to mate.

The piece-square values are small formulas (centralisation, advancement, king shelter) rather
than tuned tables, so that they read as the chess knowledge they encode and are the same for
every Chess960 start position.
"""

import random

from .tables import (
    BISHOP,
    BLACK,
    BLACK_FLAG,
    KING,
    KNIGHT,
    PAWN,
    QUEEN,
    ROOK,
    WHITE,
    square,
)

# Middlegame and endgame values in centipawns, indexed by piece type.
MIDDLEGAME_VALUES = (0, 90, 320, 335, 480, 960, 0)
ENDGAME_VALUES = (0, 120, 290, 310, 530, 940, 0)
# Contribution of each piece type to the game phase: 24 with all pieces on, 0 with none.
PHASE_WEIGHTS = (0, 0, 1, 1, 2, 4, 0)
FULL_PHASE = 24
BISHOP_PAIR = 30
# Passed pawns by rank counted from their own side (index 0 and 7 never hold a pawn).
PASSED_MIDDLEGAME = (0, 5, 5, 10, 20, 35, 60, 0)
PASSED_ENDGAME = (0, 10, 15, 25, 45, 75, 120, 0)
DOUBLED_PAWN = 12
ISOLATED_PAWN = 10
OPEN_FILE = 25
HALF_OPEN_FILE = 12
# Own pawns one and two ranks in front of a king on its first two ranks (middlegame only).
SHIELD_NEAR = 12
SHIELD_FAR = 6
BLACK_PAWN = BLACK_FLAG | PAWN
BLACK_ROOK = BLACK_FLAG | ROOK
# Values MVV-LVA ordering and delta pruning use.
PIECE_VALUES = (0, 100, 310, 330, 500, 950, 20000)


def centre_distance(file: int, rank: int) -> float:
    """0 on the four centre squares, 3 in the corners (Chebyshev distance rings)."""
    return max(abs(file - 3.5), abs(rank - 3.5)) - 0.5


def piece_square_bonus(piece: int, file: int, rank: int) -> tuple:
    """(middlegame, endgame) bonus of a White `piece` on (file, rank), rank 0 being White's
    back rank."""
    distance = centre_distance(file, rank)
    if piece == PAWN:
        central_file = file in (3, 4)
        middlegame = 4 * rank + (12 if central_file and rank in (3, 4) else 0)
        # Pawns that stay in front of the castled king are its shelter.
        if file in (0, 1, 6, 7) and rank in (1, 2):
            middlegame += 8
        endgame = (0, 0, 4, 10, 22, 42, 70, 0)[rank]
        return middlegame, endgame
    if piece == KNIGHT:
        return 18 - 12 * distance, 12 - 10 * distance
    if piece == BISHOP:
        return 10 - 6 * distance, 8 - 5 * distance
    if piece == ROOK:
        seventh = 20 if rank == 6 else 0
        return seventh + (6 if file in (3, 4) else 0), seventh // 2
    if piece == QUEEN:
        return 4 - 3 * distance, 10 - 6 * distance
    # King: hide on the back rank towards a corner while queens are on, walk to the centre
    # in the endgame.
    middlegame = -25 * min(rank, 3) - (15 if file in (2, 3, 4, 5) else 0)
    return middlegame, 20 - 14 * distance


# Each table entry packs, for one piece on one cell, its middlegame value (bits 0-19, signed,
# positive for White), its endgame value (bits 20-39, signed) and counters (from bit 40): the
# phase weight, then 4-bit counts of white bishops, black bishops, white pawns, black pawns;
# from bit 64 pawns, rooks and kings add a random key, so that the sum identifies their
# placement, which is all `pawn_structure` depends on. One sum over the pieces then yields
# all of them at once.
VALUE_BITS = 20
VALUE_BIAS = 1 << (VALUE_BITS - 1)
VALUE_MASK = (1 << VALUE_BITS) - 1
STRUCTURE_SHIFT = 64
STRUCTURE_KEY_BITS = 48
STRUCTURE_CACHE_LIMIT = 100000
PHASE_SHIFT, WHITE_BISHOPS_SHIFT, BLACK_BISHOPS_SHIFT = 0, 8, 12
WHITE_PAWNS_SHIFT, BLACK_PAWNS_SHIFT = 16, 20


def packed_table() -> list:
    """Packed values indexed by `piece code << 7 | cell` (see above)."""
    table = [0] * (16 << 7)
    keys = random.Random(64)
    for piece in range(PAWN, KING + 1):
        for file in range(8):
            for rank in range(8):
                bonus_mg, bonus_eg = piece_square_bonus(piece, file, rank)
                mg = round(MIDDLEGAME_VALUES[piece] + bonus_mg)
                eg = round(ENDGAME_VALUES[piece] + bonus_eg)
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
                    if piece in (PAWN, ROOK, KING):
                        structure_key = keys.getrandbits(STRUCTURE_KEY_BITS)
                        table[code << 7 | cell] += structure_key << STRUCTURE_SHIFT
    return table


PACKED_TABLE = packed_table()  # bundle: precompute
# pawn_structure's results by the placement key of pawns, rooks and kings.
STRUCTURE_CACHE = {}


def evaluate(board) -> int:
    """Score of the position in centipawns from the side to move's point of view."""
    cells = board.cells
    table = PACKED_TABLE
    white, black = board.occupied
    total = sum([table[cells[cell] << 7 | cell] for cell in white]) + sum(
        [table[cells[cell] << 7 | cell] for cell in black]
    )
    low = total + VALUE_BIAS
    structure_key = low >> STRUCTURE_SHIFT
    structure = STRUCTURE_CACHE.get(structure_key)
    if structure is None:
        if len(STRUCTURE_CACHE) > STRUCTURE_CACHE_LIMIT:
            STRUCTURE_CACHE.clear()
        structure = STRUCTURE_CACHE[structure_key] = pawn_structure(board)
    structure_middlegame, structure_endgame = structure
    middlegame = (low & VALUE_MASK) - VALUE_BIAS + structure_middlegame
    high = (low >> VALUE_BITS) + VALUE_BIAS
    endgame = (high & VALUE_MASK) - VALUE_BIAS + structure_endgame
    counters = high >> VALUE_BITS & (1 << STRUCTURE_SHIFT - 2 * VALUE_BITS) - 1
    phase = counters & 255
    if phase > FULL_PHASE:
        phase = FULL_PHASE
    blend = middlegame * phase + endgame * (FULL_PHASE - phase)
    # Rounded towards zero, so that mirrored positions score exactly opposite.
    score = blend // FULL_PHASE if blend >= 0 else -(-blend // FULL_PHASE)
    if counters >> WHITE_BISHOPS_SHIFT & 15 >= 2:
        score += BISHOP_PAIR
    if counters >> BLACK_BISHOPS_SHIFT & 15 >= 2:
        score -= BISHOP_PAIR
    # Without pawns, a side up by no more than a minor piece cannot force mate.
    if score > 0:
        if not counters >> WHITE_PAWNS_SHIFT & 15 and cannot_win(board, WHITE):
            score //= 8
    elif score < 0:
        if not counters >> BLACK_PAWNS_SHIFT & 15 and cannot_win(board, BLACK):
            score = -(-score // 8)
    return score if board.turn == WHITE else -score


def pawn_structure(board) -> tuple:
    """(middlegame, endgame) score from White's view of what depends on the pawns: passed,
    doubled and isolated pawns, rooks on open and half-open files, the pawn shield in front
    of a king on its first two ranks."""
    cells = board.cells
    # Per board column (cell % 10, 1-8 for files a-h): pawn counts, the most advanced
    # rank a black pawn holds and the least advanced a white pawn holds.
    white_files = [0] * 10
    black_files = [0] * 10
    black_front = [-1] * 10
    white_back = [8] * 10
    white_pawns, black_pawns, white_rooks, black_rooks = [], [], [], []
    for cell in board.occupied[WHITE]:
        piece = cells[cell]
        if piece == PAWN:
            white_pawns.append(cell)
            column, rank = cell % 10, cell // 10 - 2
            white_files[column] += 1
            if rank < white_back[column]:
                white_back[column] = rank
        elif piece == ROOK:
            white_rooks.append(cell)
    for cell in board.occupied[BLACK]:
        piece = cells[cell]
        if piece == BLACK_PAWN:
            black_pawns.append(cell)
            column, rank = cell % 10, cell // 10 - 2
            black_files[column] += 1
            if rank > black_front[column]:
                black_front[column] = rank
        elif piece == BLACK_ROOK:
            black_rooks.append(cell)
    middlegame = endgame = 0
    for cell in white_pawns:
        column, rank = cell % 10, cell // 10 - 2
        if (
            black_front[column - 1] <= rank
            and black_front[column] <= rank
            and black_front[column + 1] <= rank
        ):
            middlegame += PASSED_MIDDLEGAME[rank]
            endgame += PASSED_ENDGAME[rank]
        if not white_files[column - 1] and not white_files[column + 1]:
            middlegame -= ISOLATED_PAWN
            endgame -= ISOLATED_PAWN
    for cell in black_pawns:
        column, rank = cell % 10, 7 - (cell // 10 - 2)
        if (
            white_back[column - 1] >= 7 - rank
            and white_back[column] >= 7 - rank
            and white_back[column + 1] >= 7 - rank
        ):
            middlegame -= PASSED_MIDDLEGAME[rank]
            endgame -= PASSED_ENDGAME[rank]
        if not black_files[column - 1] and not black_files[column + 1]:
            middlegame += ISOLATED_PAWN
            endgame += ISOLATED_PAWN
    for column in range(1, 9):
        if white_files[column] > 1:
            middlegame -= DOUBLED_PAWN * (white_files[column] - 1)
            endgame -= DOUBLED_PAWN * (white_files[column] - 1)
        if black_files[column] > 1:
            middlegame += DOUBLED_PAWN * (black_files[column] - 1)
            endgame += DOUBLED_PAWN * (black_files[column] - 1)
    for cell in white_rooks:
        column = cell % 10
        if not white_files[column]:
            middlegame += OPEN_FILE if not black_files[column] else HALF_OPEN_FILE
    for cell in black_rooks:
        column = cell % 10
        if not black_files[column]:
            middlegame -= OPEN_FILE if not white_files[column] else HALF_OPEN_FILE
    king = board.kings[WHITE]
    if king < 41:
        middlegame += SHIELD_NEAR * (
            (cells[king + 9] == PAWN)
            + (cells[king + 10] == PAWN)
            + (cells[king + 11] == PAWN)
        ) + SHIELD_FAR * (
            (cells[king + 19] == PAWN)
            + (cells[king + 20] == PAWN)
            + (cells[king + 21] == PAWN)
        )
    king = board.kings[BLACK]
    if king > 80:
        middlegame -= SHIELD_NEAR * (
            (cells[king - 9] == BLACK_PAWN)
            + (cells[king - 10] == BLACK_PAWN)
            + (cells[king - 11] == BLACK_PAWN)
        ) + SHIELD_FAR * (
            (cells[king - 19] == BLACK_PAWN)
            + (cells[king - 20] == BLACK_PAWN)
            + (cells[king - 21] == BLACK_PAWN)
        )
    return middlegame, endgame


def cannot_win(board, strong_side: int) -> bool:
    """Whether `strong_side`, which has no pawns, lacks the material to force mate: a lone
    minor piece or two knights, or no more than a minor piece over the defender's pieces.
    """
    cells = board.cells
    strong = [0] * 7
    weak = [0] * 7
    for side, counts in ((strong_side, strong), (strong_side ^ 1, weak)):
        for cell in board.occupied[side]:
            counts[cells[cell] & 7] += 1
    strong_major = strong[ROOK] * 5 + strong[QUEEN] * 9
    weak_major = weak[ROOK] * 5 + weak[QUEEN] * 9
    strong_minor = strong[KNIGHT] + strong[BISHOP]
    weak_minor = weak[KNIGHT] + weak[BISHOP]
    if strong_major == 0:
        return strong_minor <= 1 or (strong_minor == 2 and strong[KNIGHT] == 2)
    return strong_major == weak_major and strong_minor <= weak_minor + 1

"""Static evaluation: material and piece-square values tapered between the middlegame and the
endgame by the material left, a bishop-pair bonus, and a scale-down when the side ahead has
too little material to mate.

The piece-square values are small formulas (centralisation, advancement, king shelter) rather
than tuned tables, so that they read as the chess knowledge they encode and are the same for
every Chess960 start position.
"""

from .tables import BISHOP, BLACK_FLAG, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE, square

# Middlegame and endgame values in centipawns, indexed by piece type.
MIDDLEGAME_VALUES = (0, 90, 320, 335, 480, 960, 0)
ENDGAME_VALUES = (0, 120, 290, 310, 530, 940, 0)
# Contribution of each piece type to the game phase: 24 with all pieces on, 0 with none.
PHASE_WEIGHTS = (0, 0, 1, 1, 2, 4, 0)
FULL_PHASE = 24
BISHOP_PAIR = 30
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


def tapered_tables() -> tuple:
    """(middlegame, endgame) lists indexed by `piece code << 7 | cell`: material plus
    piece-square bonus, positive for White and negative for Black."""
    middlegame = [0] * (16 << 7)
    endgame = [0] * (16 << 7)
    for piece in range(PAWN, KING + 1):
        for file in range(8):
            for rank in range(8):
                bonus_mg, bonus_eg = piece_square_bonus(piece, file, rank)
                white = piece << 7 | square(file, rank)
                # Black's piece on the mirrored rank scores the same for Black.
                black = (piece | BLACK_FLAG) << 7 | square(file, 7 - rank)
                mg = round(MIDDLEGAME_VALUES[piece] + bonus_mg)
                eg = round(ENDGAME_VALUES[piece] + bonus_eg)
                middlegame[white], endgame[white] = mg, eg
                middlegame[black], endgame[black] = -mg, -eg
    return middlegame, endgame


MIDDLEGAME_TABLE, ENDGAME_TABLE = tapered_tables()  # bundle: precompute


def evaluate(board) -> int:
    """Score of the position in centipawns from the side to move's point of view."""
    cells = board.cells
    middlegame_table = MIDDLEGAME_TABLE
    endgame_table = ENDGAME_TABLE
    middlegame = endgame = phase = 0
    counts = [[0] * 7, [0] * 7]
    for side in (0, 1):
        side_counts = counts[side]
        for cell in board.occupied[side]:
            piece = cells[cell]
            index = piece << 7 | cell
            middlegame += middlegame_table[index]
            endgame += endgame_table[index]
            kind = piece & 7
            side_counts[kind] += 1
            phase += PHASE_WEIGHTS[kind]
    if phase > FULL_PHASE:
        phase = FULL_PHASE
    score = (middlegame * phase + endgame * (FULL_PHASE - phase)) // FULL_PHASE
    white, black = counts
    if white[BISHOP] >= 2:
        score += BISHOP_PAIR
    if black[BISHOP] >= 2:
        score -= BISHOP_PAIR
    # Without pawns, a side up by no more than a minor piece cannot force mate.
    if score > 0 and not white[PAWN] and cannot_win(white, black):
        score //= 8
    elif score < 0 and not black[PAWN] and cannot_win(black, white):
        score = -(-score // 8)
    return score if board.turn == WHITE else -score


def cannot_win(strong: list, weak: list) -> bool:
    strong_major = strong[ROOK] * 5 + strong[QUEEN] * 9
    weak_major = weak[ROOK] * 5 + weak[QUEEN] * 9
    strong_minor = strong[KNIGHT] + strong[BISHOP]
    weak_minor = weak[KNIGHT] + weak[BISHOP]
    if strong_major == 0:
        return strong_minor <= 1 or (strong_minor == 2 and strong[KNIGHT] == 2)
    return strong_major == weak_major and strong_minor <= weak_minor + 1

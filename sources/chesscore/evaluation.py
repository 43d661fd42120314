"""Static evaluation: material and piece-square values tapered between the middlegame and the
endgame by the material left, the mobility of bishops, rooks and queens, the attacks of
knights, bishops, rooks and queens on the cells around the enemy king, how open the lines to
each king are, pawn structure, rooks on open files, the king's pawn shield, a bishop-pair
bonus, and a scale-down when the side ahead has too little material to mate.

Every weight is in `weights`, fitted offline by `tune` to Stockfish's scores of positions
like the ones the bot meets; the piece-square tables are symmetric between the a-d and h-e
files, so they suit every Chess960 start position.
"""

from .placement import (
    BLACK_BISHOPS_SHIFT,
    BLACK_PAWNS_SHIFT,
    FULL_PHASE,
    STRUCTURE_SHIFT,
    VALUE_BIAS,
    VALUE_BITS,
    VALUE_MASK,
    WHITE_BISHOPS_SHIFT,
    WHITE_PAWNS_SHIFT,
    table_index,
)
from .tables import (
    BISHOP,
    BLACK,
    BLACK_FLAG,
    DIAGONAL_RAYS,
    KING,
    KING_STEPS,
    KNIGHT,
    KNIGHT_JUMPS,
    ORTHOGONAL_RAYS,
    PAWN,
    QUEEN,
    QUEEN_RAYS,
    ROOK,
    WHITE,
    square,
)
from .weights import (
    BISHOP_PAIR,
    DOUBLED_ENDGAME,
    DOUBLED_MIDDLEGAME,
    HALF_OPEN_FILE,
    ISOLATED_ENDGAME,
    ISOLATED_MIDDLEGAME,
    KING_ATTACK,
    KING_EXPOSURE,
    MIDDLEGAME_SQUARES,
    MOBILITY,
    MOBILITY_BASELINE,
    OPEN_FILE,
    PASSED_ENDGAME,
    PASSED_MIDDLEGAME,
    SHIELD_FAR,
    SHIELD_NEAR,
)

# Slots of the structure cache, indexed by the key's low bits (a fixed array: a dict would
# pause the search to clear or resize itself, see search.py).
STRUCTURE_CACHE_BITS = 17
STRUCTURE_CACHE_MASK = (1 << STRUCTURE_CACHE_BITS) - 1
BLACK_PAWN = BLACK_FLAG | PAWN
BLACK_ROOK = BLACK_FLAG | ROOK
# Values MVV-LVA ordering and delta pruning use.
PIECE_VALUES = (0, 100, 310, 330, 500, 950, 20000)


def middlegame_square_values() -> list:
    """The middlegame piece-square value of each piece on each cell for its owner, indexed
    by `piece code << 7 | cell`: how much a quiet move improves the mover's placement.
    """
    values = [0] * (16 << 7)
    for piece in range(PAWN, KING + 1):
        for file in range(8):
            for rank in range(8):
                value = MIDDLEGAME_SQUARES[piece - 1][table_index(file, rank)]
                values[piece << 7 | square(file, rank)] = value
                values[(piece | BLACK_FLAG) << 7 | square(file, 7 - rank)] = value
    return values


MIDDLEGAME_SQUARE_VALUES = middlegame_square_values()


def activity_table() -> list:
    """Per piece code (None for pawns, kings and empty cells): a knight's, bishop's, rook's
    or queen's rays from each cell (None for the knight), its mobility weight and baseline
    (in weight units) and its king-attack weight, signed for its owner (positive for White).
    A list, not a dict: indexing it is the cheapest lookup per piece."""
    table = [None] * 16
    for piece, rays in (
        (KNIGHT, None),
        (BISHOP, DIAGONAL_RAYS),
        (ROOK, ORTHOGONAL_RAYS),
        (QUEEN, QUEEN_RAYS),
    ):
        for flag, sign in ((0, 1), (BLACK_FLAG, -1)):
            table[piece | flag] = (
                rays,
                sign * MOBILITY[piece],
                sign * MOBILITY[piece] * MOBILITY_BASELINE[piece],
                sign * KING_ATTACK[piece],
            )
    return table


ACTIVITY = activity_table()


def king_zones() -> list:
    """Per king cell: 1 on the cells of the 3x3 square around it (its own included), 0
    elsewhere, over all 120 cells."""
    zones = [None] * 120
    for file in range(8):
        for rank in range(8):
            zone = [0] * 120
            for near_file in range(max(file - 1, 0), min(file + 2, 8)):
                for near_rank in range(max(rank - 1, 0), min(rank + 2, 8)):
                    zone[square(near_file, near_rank)] = 1
            zones[square(file, rank)] = zone
    return zones


def knight_zone_hits(zones: list) -> list:
    """Per king cell: for each of the 120 cells, how many cells of the king's zone a
    knight there attacks (a knight's attacks, unlike a slider's, need no look at the
    board)."""
    hits = [None] * 120
    for king, zone in enumerate(zones):
        if zone is not None:
            counts = [0] * 120
            for cell in range(21, 99):
                if zone[cell]:
                    for jump in KNIGHT_JUMPS:
                        if 0 <= cell + jump < 120:
                            counts[cell + jump] += 1
            hits[king] = counts
    return hits


# Not precomputed: building the zones and the knights' hits at import takes about a
# millisecond.
KING_ZONES = king_zones()
KNIGHT_ZONE_HITS = knight_zone_hits(KING_ZONES)
# pawn_structure's results (key, middlegame, endgame) by the placement key of pawns, rooks
# and kings; keys are never negative.
STRUCTURE_CACHE = [(-1, 0, 0)] * (1 << STRUCTURE_CACHE_BITS)


def evaluate(board) -> int:
    """Score of the position in centipawns from the side to move's point of view."""
    low = board.placement + VALUE_BIAS
    structure_key = low >> STRUCTURE_SHIFT
    slot = structure_key & STRUCTURE_CACHE_MASK
    cached_key, structure_middlegame, structure_endgame = STRUCTURE_CACHE[slot]
    if cached_key != structure_key:
        structure_middlegame, structure_endgame = pawn_structure(board)
        STRUCTURE_CACHE[slot] = (structure_key, structure_middlegame, structure_endgame)
    middlegame = (low & VALUE_MASK) - VALUE_BIAS + structure_middlegame
    high = (low >> VALUE_BITS) + VALUE_BIAS
    endgame = (high & VALUE_MASK) - VALUE_BIAS + structure_endgame
    counters = high >> VALUE_BITS & (1 << STRUCTURE_SHIFT - 2 * VALUE_BITS) - 1
    phase = counters & 255
    if phase > FULL_PHASE:
        phase = FULL_PHASE
    mobility, king_attack = piece_activity(board)
    middlegame += mobility + king_attack + KING_EXPOSURE * king_exposure(board)
    endgame += mobility
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


def piece_activity(board) -> tuple:
    """(mobility, king attack) scores from White's view. Mobility: the empty cells each
    bishop, rook and queen sees along its lines, against a typical count (so that the term
    adds nothing to the piece's value on an average board). King attack: the cells of the
    enemy king's zone each knight, bishop, rook and queen attacks."""
    cells = board.cells
    activity = ACTIVITY
    mobility = king_attack = 0
    for side, own in enumerate(board.occupied):
        enemy_king = board.kings[side ^ 1]
        zone = KING_ZONES[enemy_king]
        knight_hits = KNIGHT_ZONE_HITS[enemy_king]
        for cell in own:
            piece = activity[cells[cell]]
            if piece is not None:
                rays, weight, baseline, attack_weight = piece
                if rays is None:
                    hits = knight_hits[cell]
                else:
                    hits = count = 0
                    for ray in rays[cell]:
                        for at in ray:
                            # The blocker's cell is attacked too.
                            hits += zone[at]
                            if cells[at]:
                                break
                            count += 1
                    mobility += weight * count - baseline
                king_attack += attack_weight * hits
    return mobility, king_attack


def king_exposure(board) -> int:
    """Empty cells a queen on White's king's cell would see, minus the same for Black: how
    open the lines to each king are."""
    cells = board.cells
    white, black = board.kings
    count = 0
    for step in KING_STEPS:
        at = white + step
        while not cells[at]:
            count += 1
            at += step
        at = black + step
        while not cells[at]:
            count -= 1
            at += step
    return count


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
            middlegame -= ISOLATED_MIDDLEGAME
            endgame -= ISOLATED_ENDGAME
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
            middlegame += ISOLATED_MIDDLEGAME
            endgame += ISOLATED_ENDGAME
    for column in range(1, 9):
        if white_files[column] > 1:
            middlegame -= DOUBLED_MIDDLEGAME * (white_files[column] - 1)
            endgame -= DOUBLED_ENDGAME * (white_files[column] - 1)
        if black_files[column] > 1:
            middlegame += DOUBLED_MIDDLEGAME * (black_files[column] - 1)
            endgame += DOUBLED_ENDGAME * (black_files[column] - 1)
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

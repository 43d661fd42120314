"""The search and the evaluation: tactics found under a fixed node budget, determinism,
draw steering, and the packed evaluation against a plain re-computation."""

import random

import pytest

from sources.chesscore.board import Board
from sources.chesscore.budget import Budget
from sources.chesscore.evaluation import (
    evaluate,
    pawn_structure,
    king_exposure,
    piece_activity,
)
from sources.chesscore.placement import FULL_PHASE, PHASE_WEIGHTS, table_index
from sources.chesscore.weights import (
    BISHOP_PAIR,
    ENDGAME_SQUARES,
    KING_ATTACK,
    KING_EXPOSURE,
    MIDDLEGAME_SQUARES,
    MOBILITY,
    MOBILITY_BASELINE,
    PASSED_ENDGAME,
)
from sources.chesscore.search import (
    EXACT,
    INFINITY,
    MATE_BOUND,
    POLL_INTERVAL,
    TABLE_BITS,
    TABLE_MASK,
    Searcher,
    can_expose_king,
    could_be_played,
)
from sources.chesscore.tables import (
    BISHOP,
    CASTLING,
    EN_PASSANT,
    NAMED_SQUARES,
    BLACK,
    BLACK_FLAG,
    KING,
    KNIGHT,
    PAWN,
    QUEEN,
    ROOK,
    WHITE,
)

NODES = 20000


def best(fen: str, nodes: int = NODES, avoid=frozenset()):
    board = Board(fen)
    result = Searcher().choose(board, Budget(0.0, 1.0, nodes), avoid)
    return board, result


@pytest.mark.parametrize(
    "fen, move",
    [
        # Back-rank mate in one.
        ("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", "a1a8"),
        # Smothered mate in two: the queen sacrifice Qg8+ Rxg8, then Nf7#.
        ("5r1k/6pp/7N/3Q4/8/8/6PP/6K1 w - - 0 1", "d5g8"),
        # A queen left hanging is taken.
        ("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", "d2d5"),
        # Black to move forks king and rook.
        ("4k3/8/8/8/3n4/8/8/R3K3 b A - 0 1", "d4c2"),
    ],
)
def test_finds_tactics(fen, move):
    board, result = best(fen)
    assert board.uci(result.move) == move


def test_mate_scores_are_reported():
    _, result = best("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")
    assert result.score > MATE_BOUND


def test_node_budget_makes_the_search_deterministic_and_respects_avoid():
    fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    first = best(fen, 3000)[1]
    second = best(fen, 3000)[1]
    assert (first.move, first.score, first.nodes) == (
        second.move,
        second.score,
        second.nodes,
    )
    assert first.nodes == 3000
    _, without = best(fen, 3000, avoid={first.move})
    assert without.move not in (None, first.move)


def test_single_legal_move_and_no_legal_move():
    board, result = best("k7/8/1Q6/8/8/8/8/7K b - - 0 1")  # stalemate: no move
    assert result.move is None
    board, result = best("k7/1R6/8/8/8/8/8/7K b - - 0 1")
    assert board.uci(result.move) == "a8b7"


def repeating_position(fen: str, move_text: str) -> Board:
    """`fen` with a history in which the position after `move_text` already occurred."""
    board = Board(fen)
    move = board.parse_uci(move_text)
    board.push(move)
    repeated = board.hash
    board.pop()
    board.history = [0] * 9 + [repeated]
    return board


def test_avoids_repetition_when_ahead_and_seeks_it_when_behind():
    ahead = repeating_position("4k3/8/8/8/8/8/3Q4/4K3 w - - 10 40", "e1f1")
    result = Searcher().choose(ahead, Budget(0.0, 1.0, NODES))
    assert ahead.uci(result.move) != "e1f1"
    behind = repeating_position("4k3/8/8/8/8/8/3q4/7K w - - 10 40", "h1g1")
    result = Searcher().choose(behind, Budget(0.0, 1.0, NODES))
    assert behind.uci(result.move) == "h1g1"


LINES = {
    BISHOP: [(1, 1), (1, -1), (-1, 1), (-1, -1)],
    ROOK: [(1, 0), (-1, 0), (0, 1), (0, -1)],
    QUEEN: [(1, 1), (1, -1), (-1, 1), (-1, -1), (1, 0), (-1, 0), (0, 1), (0, -1)],
}


def empty_cells_along(board: Board, file: int, rank: int, line):
    """The empty squares from (file, rank) along `line` up to the first piece or the edge."""
    file, rank = file + line[0], rank + line[1]
    while 0 <= file < 8 and 0 <= rank < 8 and not board.cells[21 + file + 10 * rank]:
        yield file, rank
        file, rank = file + line[0], rank + line[1]


KNIGHT_LEAPS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]


def attacked_squares(board: Board, file: int, rank: int, kind: int):
    """The squares a knight, bishop, rook or queen on (file, rank) attacks."""
    if kind == KNIGHT:
        for leap in KNIGHT_LEAPS:
            if 0 <= file + leap[0] < 8 and 0 <= rank + leap[1] < 8:
                yield file + leap[0], rank + leap[1]
        return
    for line in LINES[kind]:
        last = file, rank
        for last in empty_cells_along(board, file, rank, line):
            yield last
        blocker = last[0] + line[0], last[1] + line[1]
        if 0 <= blocker[0] < 8 and 0 <= blocker[1] < 8:
            yield blocker


def king_square(board: Board, colour: int):
    cell = board.kings[colour]
    return cell % 10 - 1, cell // 10 - 2


def plain_evaluation(board: Board) -> int:
    """The evaluation recomputed piece by piece, without the packed table."""
    middlegame = endgame = phase = 0
    bishops = [0, 0]
    for cell in board.occupied[WHITE] | board.occupied[BLACK]:
        piece = board.cells[cell]
        kind, colour = piece & 7, BLACK if piece & BLACK_FLAG else WHITE
        file, rank = cell % 10 - 1, cell // 10 - 2
        own_rank = rank if colour == WHITE else 7 - rank
        index = table_index(file, own_rank)
        sign = 1 if colour == WHITE else -1
        middlegame += sign * MIDDLEGAME_SQUARES[kind - 1][index]
        endgame += sign * ENDGAME_SQUARES[kind - 1][index]
        phase += PHASE_WEIGHTS[kind]
        bishops[colour] += kind == BISHOP
        if kind in LINES:
            seen = sum(
                1
                for line in LINES[kind]
                for _ in empty_cells_along(board, file, rank, line)
            )
            mobility = MOBILITY[kind] * (seen - MOBILITY_BASELINE[kind])
            middlegame += sign * mobility
            endgame += sign * mobility
        if kind in (KNIGHT, BISHOP, ROOK, QUEEN):
            king_file, king_rank = king_square(board, colour ^ 1)
            hits = sum(
                1
                for attacked in attacked_squares(board, file, rank, kind)
                if max(abs(attacked[0] - king_file), abs(attacked[1] - king_rank)) <= 1
            )
            middlegame += sign * KING_ATTACK[kind] * hits
        if kind == KING:
            exposure = sum(
                1
                for line in LINES[QUEEN]
                for _ in empty_cells_along(board, file, rank, line)
            )
            middlegame += sign * KING_EXPOSURE * exposure
    structure_middlegame, structure_endgame = pawn_structure(board)
    middlegame += structure_middlegame
    endgame += structure_endgame
    phase = min(phase, FULL_PHASE)
    blend = middlegame * phase + endgame * (FULL_PHASE - phase)
    score = int(blend / FULL_PHASE)
    score += BISHOP_PAIR * ((bishops[WHITE] >= 2) - (bishops[BLACK] >= 2))
    return score if board.turn == WHITE else -score


def random_positions(count: int):
    rng = random.Random(5)
    for _ in range(count):
        board = Board()
        for _ in range(rng.randrange(1, 80)):
            moves = board.legal_moves()
            if not moves:
                break
            board.push(rng.choice(moves))
        yield board


def has_pawns(board: Board, side: int) -> bool:
    return any(board.cells[cell] & 7 == PAWN for cell in board.occupied[side])


def test_packed_evaluation_equals_the_plain_sum():
    checked = 0
    for board in random_positions(300):
        if has_pawns(board, WHITE) and has_pawns(board, BLACK):
            assert evaluate(board) == plain_evaluation(board), board.fen()
            checked += 1
    assert checked > 100


@pytest.mark.parametrize(
    "before, after",
    [
        # A rook along its file: the cached structure score still holds.
        ("4k3/p7/8/8/8/8/P7/R3K3 w - - 0 1", "4k3/p7/8/8/8/R7/P7/4K3 w - - 0 1"),
        # A rook to another file, from behind its pawn to an open file.
        ("4k3/p7/8/8/8/8/P7/R3K3 w - - 0 1", "4k3/p7/8/8/8/8/P7/1R2K3 w - - 0 1"),
        # The king past its second rank and back: its pawn shield counts only there.
        ("4k3/8/8/8/8/3K4/3PPP2/8 w - - 0 1", "4k3/8/8/8/8/8/3PPP2/4K3 w - - 0 1"),
        ("4k3/8/8/8/3K4/8/3PPP2/8 w - - 0 1", "4k3/8/8/8/8/3K4/3PPP2/8 w - - 0 1"),
        (
            "4k3/3ppp2/8/8/8/8/3PPP2/4K3 b - - 0 1",
            "8/3ppp2/4k3/8/8/8/3PPP2/4K3 b - - 0 1",
        ),
    ],
)
def test_cached_structure_scores_follow_the_pieces_they_depend_on(before, after):
    for fen in (before, after, before):
        board = Board(fen)
        assert evaluate(board) == plain_evaluation(board), fen


def mirrored(board: Board) -> Board:
    """Colours swapped and the board flipped rank-wise, the other side to move."""
    rows = board.fen().split()[0].split("/")
    placement = "/".join(row.swapcase() for row in reversed(rows))
    return Board(f"{placement} {'bw'[board.turn]} - - 0 1")


def test_evaluation_is_colour_symmetric():
    for board in random_positions(100):
        assert evaluate(board) == evaluate(mirrored(board)), board.fen()


def mobility(fen: str) -> int:
    return piece_activity(Board(fen))[0]


def king_attack(fen: str) -> int:
    return piece_activity(Board(fen))[1]


def test_mobility_counts_the_open_lines():
    # A bishop shut in by its own pawns, then let out.
    shut = mobility("4k3/8/8/8/8/8/1P1P4/2B1K3 w - - 0 1")
    out = mobility("4k3/8/8/8/8/8/1P6/2B1K3 w - - 0 1")
    assert out - shut == 5 * MOBILITY[BISHOP]
    # Kings, knights and pawns have no mobility term; Black's counts against White.
    assert mobility("4k3/pppppppp/8/8/8/8/PPPPPPPP/1N2K1N1 w - - 0 1") == 0
    assert mobility("2b1k3/1p1p4/8/8/8/8/8/4K3 w - - 0 1") == -shut


def test_king_attack_counts_the_zone_cells_attacked():
    # A knight on e6 attacks f8 and g7 of the zone around a king on g8 (and d8, c7, ...,
    # which are not in it); Black's knight mirrored counts against White.
    assert king_attack("6k1/8/4N3/8/8/8/8/4K3 w - - 0 1") == 2 * KING_ATTACK[KNIGHT]
    assert king_attack("4k3/8/8/8/8/4n3/8/6K1 w - - 0 1") == -2 * KING_ATTACK[KNIGHT]
    # A rook on the d-file sees d7 and d8 next to a king on e8; a pawn on d7 blocks d8
    # but is itself attacked.
    assert king_attack("4k3/8/8/8/8/8/8/3RK3 w - - 0 1") == 2 * KING_ATTACK[ROOK]
    assert king_attack("4k3/3p4/8/8/8/8/8/3RK3 w - - 0 1") == KING_ATTACK[ROOK]
    # Far from the king, nothing.
    assert king_attack("7k/8/8/8/8/8/8/N3K3 w - - 0 1") == 0


def test_king_exposure_counts_the_open_lines_to_each_king():
    # White's king behind d2-e2-f2 sees only its rank (7 cells); Black's, with nothing
    # in front, sees 7 along its rank, 5 down the file (to e3) and 7 along diagonals.
    covered = king_exposure(Board("4k3/8/8/8/8/8/3PPP2/4K3 w - - 0 1"))
    assert covered == 7 - (7 + 5 + 7)
    assert king_exposure(Board("4k3/8/8/8/8/8/8/4K3 w - - 0 1")) == 0
    assert king_exposure(Board("4k3/3ppp2/8/8/8/8/8/4K3 w - - 0 1")) == -covered


def test_pawn_structure_terms():
    # White's d5 pawn is passed, and so is Black's h7 pawn...
    passed = pawn_structure(Board("4k3/7p/8/3P4/8/8/8/4K3 w - - 0 1"))[1]
    # ...but neither is with Black's pawn on e7 instead.
    blocked = pawn_structure(Board("4k3/4p3/8/3P4/8/8/8/4K3 w - - 0 1"))[1]
    assert passed - blocked == PASSED_ENDGAME[4] - PASSED_ENDGAME[1]
    # Doubled and isolated pawns cost, a rook on an open file gains.
    healthy = pawn_structure(Board("4k3/8/8/8/8/8/3PP3/R3K3 w - - 0 1"))[0]
    doubled = pawn_structure(Board("4k3/8/8/8/8/3P4/3P4/R3K3 w - - 0 1"))[0]
    assert doubled < healthy
    closed_rook = pawn_structure(Board("4k3/8/8/8/8/8/P2PP3/R3K3 w - - 0 1"))[0]
    assert closed_rook < healthy + 10


def test_lone_minor_piece_cannot_win():
    assert abs(evaluate(Board("4k3/8/8/8/8/8/8/3BK3 w - - 0 1"))) < 100
    assert evaluate(Board("4k3/8/8/8/8/8/8/3RK3 w - - 0 1")) > 400


def test_pseudo_legal_captures_filtered_by_king_safety_are_the_legal_captures():
    checked = 0
    for board in random_positions(300):
        # Legal captures (en passant included) and every promotion.
        legal = {
            move
            for move in board.legal_moves()
            if board.is_capture(move) or move >> 14 >= 4
        }
        safe = set()
        for move in board.pseudo_legal_captures():
            board.push(move)
            if board.leaves_king_safe():
                safe.add(move)
            board.pop()
        assert safe == legal, board.fen()
        checked += bool(legal)
    assert checked > 100


def test_a_move_that_cannot_expose_the_king_is_legal():
    """Out of check, the search skips the king-safety test for every move `can_expose_king`
    clears: each of those must be legal, in positions with pins and en passant."""
    skipped = illegal_seen = 0
    for board in random_positions(400):
        if board.is_check():
            continue
        king = board.kings[board.turn]
        legal = set(board.legal_moves())
        for move in board.pseudo_legal_captures() + board.pseudo_legal_quiets():
            if can_expose_king(move, king):
                illegal_seen += move not in legal
            else:
                assert move in legal, (board.fen(), board.uci(move))
                skipped += 1
    assert skipped > 1000 and illegal_seen > 10


def test_staged_moves_come_in_the_order_of_all_moves_ordered_at_once():
    """A node generates its quiet moves only after the table's move, the captures and the
    killers: the moves still come exactly as `order` ranks the whole list, killers taken
    from other positions (valid here or not) and the table's move skipped."""
    rng = random.Random(11)
    positions = [board for board in random_positions(300) if not board.is_check()]
    quiet_moves = [
        move
        for board in positions
        for move in board.pseudo_legal_quiets()
        if move >> 14 != CASTLING
    ]
    killers_valid = 0
    for board in positions:
        moves = board.pseudo_legal_captures() + board.pseudo_legal_quiets()
        searcher = Searcher()
        own_quiets = [move for move in moves if move in board.pseudo_legal_quiets()]
        # Two different killers, as `remember_cutoff` keeps them.
        while searcher.killers[3][0] == searcher.killers[3][1]:
            for slot in range(2):
                pool = own_quiets if own_quiets and rng.random() < 0.5 else quiet_moves
                searcher.killers[3][slot] = rng.choice(pool)
        killers_valid += searcher.killers[3][0] in moves
        table_move = rng.choice(moves) if rng.random() < 0.7 else 0
        if table_move and not could_be_played(board, table_move, False):
            table_move = 0
        expected = ([table_move] if table_move else []) + [
            move
            for move in searcher.order(board, moves, 3, table_move)
            if move != table_move
        ]
        staged = list(searcher.moves_in_order(board, 3, table_move, False, False))
        assert staged == expected, board.fen()
    assert killers_valid > 50


def test_pondering_prepares_the_position_after_the_expected_reply():
    """Searching the opponent's position between turns fills the table for the bot's next
    position: the same depth then takes fewer nodes there than without."""
    nodes = []
    for ponder_nodes in (0, 30000):
        board = Board(
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
        )
        searcher = Searcher()
        board.push(searcher.choose(board, Budget(0.0, 1.0, 3000)).move)
        if ponder_nodes:
            searcher.ponder(board, Budget(0.0, 1.0, ponder_nodes))
        board.push(searcher.table_move(board))
        result = searcher.choose(board, Budget(0.0, 1.0, 10**7), max_depth=5)
        assert result.depth == 5
        nodes.append(result.nodes)
    assert nodes[1] < nodes[0] / 2


def test_pondering_stops_as_soon_as_the_opponent_moves():
    board = Board("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
    searcher = Searcher()
    searcher.ponder(board, Budget(0.0, 60.0, None, interrupted=lambda: True))
    assert searcher.nodes <= POLL_INTERVAL


def test_pondering_keeps_the_bots_contempt_for_draws():
    """Draw scores in the table are seen from the bot's side, whoever moves at the
    pondered root."""
    board = Board("4k3/8/8/8/8/8/8/4K3 w - - 0 1")
    searcher = Searcher(contempt=50)
    searcher.ponder(board, Budget(0.0, 1.0, 200))
    assert searcher.root_turn == BLACK
    assert searcher.draw_score(board) == 50


def test_quiet_moves_are_ordered_by_the_placement_they_gain():
    """Before any history: castling short (the king to its safer corner) before the other
    king and rook moves, and a rook to the seventh rank before a step along the first.
    """
    board = Board("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    ordered = [
        board.uci(move) for move in Searcher().order(board, board.legal_moves(), 0, 0)
    ]
    others = ("e1f1", "e1d1", "e1e2", "h1g1", "h1h6", "a1b1", "e1a1")
    assert ordered.index("e1h1") < min(ordered.index(move) for move in others)
    assert ordered.index("a1a7") < ordered.index("a1b1")


def test_captures_that_likely_lose_material_come_after_the_killers():
    """The queen taking a pawn its neighbour defends waits behind the killer move (and
    before the other quiet moves); the knight taking an undefended knight comes first.
    """
    board = Board("4k3/8/4p3/3p4/7n/5N2/8/3QK3 w - - 0 1")
    searcher = Searcher()
    moves = board.legal_moves()
    killer = next(move for move in moves if board.uci(move) == "d1a4")
    searcher.killers[0] = [killer, 0]
    ordered = [board.uci(move) for move in searcher.order(board, moves, 0, 0)]
    assert ordered[:3] == ["f3h4", "d1a4", "d1d5"]


def test_a_table_slot_answers_only_for_the_position_stored_in_it():
    """The table is indexed by the key's low bits: another position whose key has the same
    low bits finds the slot taken and reads no move and no score from it."""
    board = Board("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
    searcher = Searcher()
    move = searcher.choose(board, Budget(0.0, 1.0, 2000)).move
    assert searcher.table_move(board) == move
    original_key = board.hash
    board.hash = original_key ^ (1 << TABLE_BITS)
    assert searcher.table_move(board) == 0
    # Its search stores its own entry in the slot, and then the first position's is gone.
    searcher.choose(board, Budget(0.0, 1.0, 2000))
    assert searcher.table_move(board) != 0
    board.hash = original_key
    assert searcher.table_move(board) == 0


def test_the_table_never_grows_or_is_cleared():
    """A fixed number of slots: no resizing or clearing pause in the middle of a turn."""
    board = Board("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
    searcher = Searcher()
    table = searcher.table
    slots = len(table)
    filled = []
    for _ in range(6):
        board.push(searcher.choose(board, Budget(0.0, 1.0, 5000)).move)
        filled.append(sum(entry[4] != -1 for entry in table))
    assert searcher.table is table and len(table) == slots
    assert filled == sorted(filled) and filled[-1] > filled[0]


def move_between(origin: str, target: str, kind: int = 0) -> int:
    """A move in the board's encoding, whether or not any position allows it."""
    return NAMED_SQUARES[origin] | NAMED_SQUARES[target] << 7 | kind << 14


def test_a_table_move_is_tried_before_generation_only_when_it_can_be_played():
    board = Board("r2qk2r/ppp2ppp/8/3pP3/8/8/PPPQ1PPP/R3K2R w KQkq d6 0 5")
    played = {
        text: (
            could_be_played(board, board.parse_uci(text), futile=False),
            could_be_played(board, board.parse_uci(text), futile=True),
        )
        for text in ("a2a3", "a2a4", "d2d5", "e5d6", "e1h1")
    }
    assert played == {
        "a2a3": (True, False),  # quiet: not among the captures a futile node searches
        "a2a4": (True, False),
        "d2d5": (True, True),
        "e5d6": (True, True),  # en passant onto the en-passant cell
        "e1h1": (False, False),  # castling: only generation checks its path
    }
    for foreign in (
        move_between("b1", "b3"),  # from an empty cell
        move_between("d5", "d4"),  # the opponent's piece
        move_between("a1", "a2"),  # onto its own piece
        move_between("e5", "f6", EN_PASSANT),  # en passant onto another cell
    ):
        assert not could_be_played(board, foreign, futile=False)


def test_a_table_move_from_another_position_leaves_the_board_intact():
    """A key collision can hand a node a move of another position: it is either refused
    before `push` or found illegal after it, and the board comes back unchanged."""
    for fen, foreign in (
        (
            "r2qk2r/ppp2ppp/8/3pP3/8/8/PPPQ1PPP/R3K2R w KQkq d6 0 5",
            move_between("b1", "b3"),
        ),
        ("4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1", move_between("e2", "d2")),  # pinned rook
    ):
        board = Board(fen)
        searcher = Searcher()
        searcher.table[board.hash & TABLE_MASK] = (0, 0, EXACT, foreign, board.hash)
        before = (board.fen(), board.hash, board.placement, list(board.cells))
        searcher.start(Budget(0.0, 10.0, nodes=3000), board.turn)
        searcher.pvs(board, 3, -INFINITY, INFINITY, 1, True)
        assert (board.fen(), board.hash, board.placement, list(board.cells)) == before
        stored = searcher.table[board.hash & TABLE_MASK]
        assert stored[4] == board.hash and stored[3] in board.legal_moves()

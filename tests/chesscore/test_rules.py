"""Edge cases of castling, notation and the chess960 referee's draw rules."""

import chess
import pytest

from sources.chesscore import board as rules
from sources.chesscore.board import Board


def uci_moves(board: Board, chess960: bool = True) -> set:
    return {board.uci(move, chess960) for move in board.legal_moves()}


def play(board: Board, *moves: str) -> None:
    for text in moves:
        move = board.parse_uci(text)
        assert move is not None, text
        board.push(move)


def test_classical_castling_is_king_takes_rook_or_two_square_step():
    board = Board("r3k2r/8/8/8/8/8/8/R3K2R w AHah - 0 1")
    assert {"e1a1", "e1h1"} <= uci_moves(board)
    assert "e1g1" not in uci_moves(board)
    assert {"e1c1", "e1g1"} <= uci_moves(board, chess960=False)
    play(board, "e1g1")
    assert board.fen() == "r3k2r/8/8/8/8/8/8/R4RK1 b ah - 1 1"


def test_king_already_on_its_castling_square():
    board = Board("1r4kr/8/8/8/8/8/8/1R4KR w BHbh - 0 1")
    assert "g1h1" in uci_moves(board)
    play(board, "g1h1")
    assert board.fen() == "1r4kr/8/8/8/8/8/8/1R3RK1 b bh - 1 1"
    board.pop()
    assert board.fen() == "1r4kr/8/8/8/8/8/8/1R4KR w BHbh - 0 1"


def test_rook_masking_an_attack_on_the_kings_destination():
    # The b1 rook shields c1 from the a1 rook now, but after castling it stands on d1.
    board = Board("4k3/8/8/8/8/8/8/rRK5 w B - 0 1")
    assert "c1b1" not in uci_moves(board)
    assert "c1b1" not in {
        m.uci() for m in chess.Board(board.fen(), chess960=True).legal_moves
    }


def test_castling_through_an_attacked_square_is_illegal():
    board = Board("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1")
    assert uci_moves(board) & {"e1a1", "e1h1"} == {"e1a1"}


def test_xfen_kq_parses_to_outermost_rooks_and_prints_both_styles():
    board = Board("rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1")
    assert board.fen() == "rk2r3/8/8/8/8/8/8/RK2R3 w AEae - 0 1"
    assert board.castling_field(shredder=False) == "KQkq"


def test_en_passant_square_printed_after_every_double_push():
    board = Board()
    play(board, "e2e4")
    assert board.fen() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b AHah e3 0 1"
    play(board, "d7d5", "e4e5", "f7f5")
    assert "e5f6" in uci_moves(board)
    play(board, "e5f6")
    assert board.fen().startswith("rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR b")


def test_promotions_to_all_four_pieces():
    board = Board("8/P6k/8/8/8/8/8/K7 w - - 0 1")
    assert {"a7a8n", "a7a8b", "a7a8r", "a7a8q"} <= uci_moves(board)
    play(board, "a7a8n")
    assert board.fen().startswith("N7/7k/")


def test_pinned_piece_moves_only_along_the_pin():
    board = Board("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1")
    rook_moves = {text for text in uci_moves(board) if text.startswith("e2")}
    assert rook_moves == {"e2e3", "e2e4", "e2e5", "e2e6", "e2e7"}


def test_en_passant_exposing_the_king_on_the_rank_is_illegal():
    board = Board("8/8/8/KPp4r/8/8/8/7k w - c6 0 1")
    assert "b5c6" not in uci_moves(board)


def test_start_position_counts_for_threefold():
    board = Board()
    for _ in range(2):
        play(board, "g1f3", "g8f6", "f3g1", "f6g8")
    assert board.outcome() == rules.THREEFOLD


def test_unusable_en_passant_square_does_not_break_a_repetition():
    # After 1.e4 the e3 square is printed but no black pawn stands beside e4: the position
    # with Black to move equals the one reached later without an en-passant square.
    board = Board()
    play(board, "e2e4")
    first = board.hash
    play(board, "g8f6", "g1f3", "f6g8", "f3g1")
    assert board.hash == first
    assert board.fen().split()[3] == "-"


def test_usable_en_passant_square_makes_a_different_position():
    board = Board("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1")
    play(board, "e2e4")
    with_square = board.hash
    assert Board("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1").hash != with_square
    assert Board("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").hash == with_square


def test_insufficient_material_as_the_referee_scans():
    assert Board("7k/8/8/8/8/8/8/K7 w - - 0 1").has_insufficient_material()
    assert Board("7k/8/8/8/8/8/8/KN6 w - - 0 1").has_insufficient_material()
    assert Board("7k/8/8/8/8/8/8/KB3b2 w - - 0 1").has_insufficient_material()
    assert not Board("7k/8/8/8/8/8/8/KB2b3 w - - 0 1").has_insufficient_material()
    assert not Board("7k/8/8/8/8/8/8/KN3n2 w - - 0 1").has_insufficient_material()
    assert not Board("7k/8/8/8/8/8/8/KNN5 w - - 0 1").has_insufficient_material()
    # Order-dependent cases verified on the original referee (arena-facts 1.4).
    assert Board("7k/8/8/8/8/3b4/8/KB3b2 w - - 0 1").has_insufficient_material()
    assert not Board("7k/8/8/8/2b5/8/b7/K6B w - - 0 1").has_insufficient_material()


def test_fifty_move_rule_and_move_limit():
    board = Board("7k/8/8/8/8/8/8/KR6 w - - 99 60")
    assert board.outcome() is None
    play(board, "b1b2")
    assert board.outcome() == rules.FIFTY_MOVES
    board = Board("7k/8/8/8/8/8/8/KR6 b - - 0 125")
    assert board.outcome() is None
    play(board, "h8g8")
    assert board.outcome() == rules.MAX_MOVES


def test_checkmate_comes_before_the_move_limit():
    board = Board("k7/8/1K6/8/8/8/8/7R w - - 0 125")
    play(board, "h1h8")
    assert board.half_moves_played() == 249
    assert board.outcome() == rules.CHECKMATE


def test_parse_uci_rejects_illegal_and_accepts_upper_case():
    board = Board()
    assert board.parse_uci("e2e5") is None
    assert board.parse_uci("E2E4") is not None


def test_captures_only_generation_includes_en_passant_and_promotions():
    board = Board("4k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1")
    captures = set()
    for move in board.pseudo_legal_captures():
        board.push(move)
        if board.leaves_king_safe():
            captures.add(board.uci(move))
        board.pop()
    assert captures == {"e5d6", "b7b8n", "b7b8b", "b7b8r", "b7b8q"}


def test_null_move_round_trip():
    board = Board("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1")
    play(board, "e2e4")
    fen, key = board.fen(), board.hash
    board.push_null()
    assert board.turn == rules.WHITE and board.en_passant == 0
    board.pop_null()
    assert (board.fen(), board.hash) == (fen, key)


def test_castling_rights_without_their_rook_or_king_are_dropped():
    assert Board("4k3/8/8/8/8/8/8/4K2R w AHah - 0 1").castling_field() == "H"
    assert Board("r3k3/8/8/8/8/8/4K3/R7 w KQkq - 0 1").castling_field() == "a"


@pytest.mark.parametrize(
    "fen, problem",
    [
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR1 w KQkq - 0 1", "more than 8"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", "has 7 files"),
        ("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "8 ranks"),
        ("rnbqkbnr/pppppppp/8/8/4x3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "piece 'x'"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN. w KQkq - 0 1", "piece '.'"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1", "w or b"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", "castling"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "en-passant"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", "en-passant"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", "halfmove"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - \u0663 1", "halfmove"),
        ("rnbqnbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "0 black kings"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w KQkq - 0 1", "2 white kings"),
        ("Pnbqkbnr/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "pawn on rank 8"),
        ("k7/8/8/8/8/8/8/K6q b - - 0 1", "capture the king"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 7", "6 fields"),
    ],
)
def test_a_fen_that_is_no_legal_position_is_refused(fen, problem):
    with pytest.raises(rules.FenError, match=problem):
        Board(fen)


def test_fits_last_move_wants_the_mover_on_its_destination():
    board = Board("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
    assert board.fits_last_move("e2e4")
    assert not board.fits_last_move("e2e3")  # nothing there
    assert not board.fits_last_move("e7e5")  # Black did not move last
    assert not board.fits_last_move("e2e4q") and not board.fits_last_move("z9e4")
    promoted = Board("1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1")
    assert promoted.fits_last_move("a7b8q") and not promoted.fits_last_move("a7b8n")
    castled = Board("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1")
    assert castled.fits_last_move("e1h1") and castled.fits_last_move("O-O")
    assert not castled.fits_last_move("O-O-O") and not castled.fits_last_move("e1e2")


def test_a_king_step_is_not_read_as_castling_written_the_standard_way():
    """King on f1, castling rook on h1: `f1g1` is the king's step (castling is `f1h1`),
    as python-chess plays it in Chess960."""
    fen = "n3bk1r/p3pppp/p4n2/2p4q/4P3/1Pb3PN/B1P2P2/2r1BK1R w Hh - 1 14"
    ours, oracle = Board(fen), chess.Board(fen, chess960=True)
    ours.push(ours.parse_uci("f1g1"))
    oracle.push(chess.Move.from_uci("f1g1"))
    assert ours.fen().split()[:2] == oracle.fen().split()[:2]
    assert ours.fen().split()[0].endswith("2r1B1KR")

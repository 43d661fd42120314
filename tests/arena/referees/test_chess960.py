"""The chess960 referee against arena-facts section 1 (the original CodinGame referee)."""

import chess
import pytest

from bundler.arena.arenas.chess960 import referee as chess960
from bundler.arena.turns import Turn
from tests.arena.referees.referee_driver import drive, scripted

FULL_CONFIG = "fen moves lastmove draw game score"


def match(answers, config=("fen", "fen"), seed=0):
    return drive(chess960.play(seed, {}), scripted(config, answers))


# ---- start position, FEN, move order ------------------------------------------------------


@pytest.mark.parametrize(
    "seed, rank, castling",
    [(0, "RNBQKBNR", "AHah"), (1, "NBQRBKNR", "DHdh"), (2, "RNQBBNKR", "AHah")],
)
def test_start_position_from_seed(seed, rank, castling):
    board = chess960.start_board(seed)
    assert chess960.back_rank(seed) == rank
    assert (
        chess960.fen(board)
        == f"{rank.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{rank} w {castling} - 0 1"
    )


def test_en_passant_square_after_every_double_push():
    board = chess960.start_board(0)
    board.push_uci("e2e4")
    assert (
        chess960.fen(board)
        == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b AHah e3 0 1"
    )


def test_moves_list_in_the_original_order():
    board = chess960.start_board(0)
    assert " ".join(m.uci() for m in chess960.legal_moves(board)) == (
        "a2a3 a2a4 b1a3 b1c3 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g1f3 g1h3"
        " g2g3 g2g4 h2h3 h2h4"
    )


def test_promotions_expand_n_b_r_q_push_then_captures_left_then_right():
    board = chess.Board("n1n4k/1P6/8/8/8/8/8/K7 w - - 0 1", chess960=True)
    pawn_moves = [
        m.uci() for m in chess960.legal_moves(board) if m.from_square == chess.B7
    ]
    assert pawn_moves == [
        "b7b8n", "b7b8b", "b7b8r", "b7b8q",
        "b7a8n", "b7a8b", "b7a8r", "b7a8q",
        "b7c8n", "b7c8b", "b7c8r", "b7c8q",
    ]  # fmt: skip


def test_sliders_walk_rays_in_order_and_king_steps_before_castling():
    board = chess.Board("4k3/8/8/8/8/8/8/R3K2R w AH - 0 1", chess960=True)
    moves = [m.uci() for m in chess960.legal_moves(board)]
    king = [m for m in moves if m.startswith("e1")]
    assert king == ["e1d2", "e1f2", "e1e2", "e1d1", "e1f1", "e1a1", "e1h1"]
    assert moves[:3] == [
        "a1a2",
        "a1a3",
        "a1a4",
    ]  # (0,+1) ray first: (0,-1) is off board
    assert moves.index("a1b1") > moves.index("a1a8")


# ---- 1.6.1 castling -----------------------------------------------------------------------


def test_castling_is_king_takes_rook_and_e1g1_is_rejected():
    board = chess.Board("r3k2r/8/8/8/8/8/8/R3K2R w AHah - 0 1", chess960=True)
    moves = chess960.legal_moves(board)
    castlings = [m.uci() for m in moves if board.is_castling(m)]
    assert castlings == ["e1a1", "e1h1"]
    king_moves = [m.uci() for m in moves if m.from_square == chess.E1]
    assert king_moves[-2:] == ["e1a1", "e1h1"]
    with pytest.raises(chess960.IllegalAnswer, match="not a legal move"):
        chess960.find_move(chess960.parse_move("e1g1"), moves, "e1g1")


def test_castling_where_the_king_does_not_move():
    board = chess.Board("6kr/8/8/8/8/8/8/6KR w Hh - 0 1", chess960=True)
    move = chess960.find_move(
        chess960.parse_move("g1h1"), chess960.legal_moves(board), "g1h1"
    )
    board.push(move)
    assert board.piece_at(chess.G1) == chess.Piece(chess.KING, chess.WHITE)
    assert board.piece_at(chess.F1) == chess.Piece(chess.ROOK, chess.WHITE)
    assert chess960.fen(board).split()[2] == "h"


def test_looser_castling_over_pieces_beyond_the_rook_is_accepted():
    # King b1, castling rook c1: the original only needs c..b (nothing) and f1, g1 free,
    # so the king jumps over the bishop on d1 and the knight on e1.
    board = chess.Board("4k3/8/8/8/8/8/8/1KRBN3 w C - 0 1", chess960=True)
    assert not any(
        board.is_castling(m) for m in board.legal_moves
    )  # python-chess says no
    move = chess.Move(chess.B1, chess.C1)
    assert move in chess960.legal_moves(board)
    board.push(move)
    assert chess960.fen(board).startswith("4k3/8/8/8/8/8/8/3BNRK1 b - -")


def test_looser_castling_out_of_check_when_the_king_moves_away_from_its_rook():
    # King b1 in check from the b8 rook, rook a1: the king goes to c1, the other way from
    # its rook, so the original checks no square at all.
    board = chess.Board("1r2k3/8/8/8/8/8/8/RK6 w A - 0 1", chess960=True)
    assert board.is_check()
    assert chess.Move(chess.B1, chess.A1) in chess960.legal_moves(board)


def test_castling_into_check_is_still_rejected():
    board = chess.Board("2r1k3/8/8/8/8/8/8/RK6 w A - 0 1", chess960=True)  # c1 attacked
    assert chess.Move(chess.B1, chess.A1) not in chess960.legal_moves(board)


def test_castling_through_an_attacked_square_towards_the_rook_is_rejected():
    board = chess.Board("4kr2/8/8/8/8/8/8/4K2R w H - 0 1", chess960=True)
    assert chess.Move(chess.E1, chess.H1) not in chess960.legal_moves(board)


# ---- 1.6.2 output parsing -----------------------------------------------------------------


@pytest.mark.parametrize(
    "answer, played",
    [
        ("E2E4", "e2e4"),
        ("e2e4abc", "e2e4"),
        ("e2e4 a comment", "e2e4"),
        ("e2E4", "e2e4"),
    ],
)
def test_accepted_spellings(answer, played):
    run = match(
        {0: [answer, "resign"], 1: ["resign", "resign"]},
        config=("lastmove", "lastmove"),
    )
    # seat 1's first game-1 prompt carries seat 0's move
    assert run.lines_for(1)[1] == (played,)


@pytest.mark.parametrize(
    "answer", ["h7h8qq", "e2e4\t", "draw", "=", "", " e2e4", "e2", "e2e5", "resign="]
)
def test_rejected_answers_end_the_match_with_minus_one(answer):
    run = match({0: [answer], 1: []})
    assert run.outcome.scores == [-1, 0]
    (fault,) = run.outcome.faults
    assert (fault.seat, fault.kind) == (0, "illegal")


def test_promotion_piece_is_the_fifth_character_case_insensitive():
    assert chess960.parse_move("h7h8Q") == (chess.H7, chess.H8, chess.QUEEN)
    assert chess960.parse_move("h7h8qq") == (chess.H7, chess.H8, None)
    for bad in ("h7h8k", "h7h8p", "h7h8x"):
        with pytest.raises(chess960.IllegalAnswer):
            chess960.parse_move(bad)


def test_draw_offer_lasts_one_turn_and_draw_accepts_it():
    run = match(
        {0: ["e2e4=", "resign"], 1: ["draw", "resign"]},
        config=(FULL_CONFIG, FULL_CONFIG),
    )
    assert run.outcome.summary.startswith("game 1: draw (draw by agreement)")
    black_first = run.lines_for(1)[1]
    assert black_first[-3:] == ("1", "1", "0 0")  # draw offered, game 1, score


def test_draw_offer_is_cleared_by_the_next_move():
    run = match(
        {0: ["e2e4=", "d2d4", "draw"], 1: ["e7e5", "d7d5"]}, config=("draw", "draw")
    )
    assert [lines for lines in run.lines_for(1)[1:]] == [("1",), ("0",)]
    assert run.outcome.scores == [-1, 0]  # accepting a draw nobody offered


def test_random_plays_a_legal_move_reproducibly():
    first = match(
        {0: ["random", "resign"], 1: ["resign", "resign"]}, config=("fen", "lastmove")
    )
    again = match(
        {0: ["random", "resign"], 1: ["resign", "resign"]}, config=("fen", "lastmove")
    )
    played = first.lines_for(1)[1][0]
    assert played == again.lines_for(1)[1][0]
    assert played in [m.uci() for m in chess960.legal_moves(chess960.start_board(0))]


def test_random_with_a_draw_offer():
    run = match(
        {0: ["random=", "resign"], 1: ["draw", "resign"]}, config=("fen", "fen")
    )
    assert "draw by agreement" in run.outcome.summary


# ---- 1.6.3 threefold repetition ------------------------------------------------------------


def test_threefold_counts_the_start_position():
    answers = {0: ["g1f3", "f3g1"] * 2, 1: ["g8f6", "f6g8"] * 2 + ["resign"]}
    run = match(answers, config=("fen", "fen"))
    # start, after 4 plies, after 8 plies: the third occurrence draws at once
    assert run.outcome.summary.startswith("game 1: draw (threefold repetition)")
    assert len([p for p in run.prompts[2:] if p[0] == 0]) == 4  # seat 0 moved 4 times
    assert (
        run.prompts[10][0] == 1 and run.prompts[10][1][0].split()[-1] == "1"
    )  # game 2
    assert run.outcome.scores == [3, 1]


def test_unusable_en_passant_square_does_not_change_the_position():
    pushed = chess960.start_board(0)
    pushed.push_uci("e2e4")
    assert pushed.ep_square == chess.E3
    stepped = chess.Board(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b AHah - 0 1", chess960=True
    )
    assert chess960.repetition_key(pushed) == chess960.repetition_key(stepped)


def test_usable_en_passant_square_makes_a_different_position():
    board = chess.Board("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", chess960=True)
    board.push_uci("e2e4")
    key = chess960.repetition_key(board)
    assert key.endswith(" e3")


# ---- 1.4 insufficient material ---------------------------------------------------------------


@pytest.mark.parametrize(
    "fen, insufficient",
    [
        ("7k/8/8/8/8/8/8/K7 w - - 0 1", True),
        ("7k/8/8/8/8/8/8/KN6 w - - 0 1", True),
        ("7k/8/8/8/8/8/8/KB6 w - - 0 1", True),
        ("7k/8/8/8/8/8/b7/KB6 w - - 0 1", True),  # a2 and b1 are both light
        ("7k/8/8/8/8/8/1b6/K1B5 w - - 0 1", True),  # b2 dark, c1 dark: same colour
        ("7k/8/8/8/8/8/1n6/KN6 w - - 0 1", False),  # KN vs KN plays on
        ("7k/8/8/8/8/8/1n6/KB6 w - - 0 1", False),  # KB vs KN plays on
        ("7k/8/8/8/8/8/8/KNN5 w - - 0 1", False),
        (
            "7k/8/8/8/8/8/8/KB1B4 w - - 0 1",
            False,
        ),  # two same-coloured bishops, one side
        ("7k/8/8/8/8/3b4/8/KB3b2 w - - 0 1", True),  # scan order: lone bishop first
        ("7k/8/8/8/2b5/8/b7/K6B w - - 0 1", False),  # scan order: one of the pair first
        ("7k/8/8/8/8/8/P7/K7 w - - 0 1", False),
    ],
)
def test_insufficient_material_by_the_original_scan(fen, insufficient):
    assert chess960.insufficient_material(chess.Board(fen)) is insufficient


# ---- 1.6.4 colour swap, scores, errors ------------------------------------------------------


def test_second_game_swaps_colours_and_resets_lastmove_and_draw():
    run = match(
        {0: ["e2e4=", "e7e5", "resign"], 1: ["draw", "d2d4", "resign"]},
        config=(FULL_CONFIG, FULL_CONFIG),
    )
    seat1 = run.lines_for(1)
    game2_white = seat1[2]  # seat 1 is white in game 2 and moves first
    assert game2_white[0] == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AHah - 0 1"
    assert game2_white[-4:] == ("none", "0", "2", "1 1")
    seat0 = run.lines_for(0)
    game2_black = seat0[2]
    assert game2_black[0].split()[1] == "b"
    assert game2_black[-4:] == ("d2d4", "0", "2", "1 1")
    assert run.outcome.scores == [3, 1]  # draw, then seat 1 resigned game 2


def test_error_in_game_two_keeps_the_opponents_points_and_stops_the_match():
    run = match({0: ["resign", "e2e4"], 1: ["e2e4"]}, config=("fen", "fen"))
    # game 1: seat 0 resigns; game 2: seat 1 (white) plays e2e4, seat 0 answers with a
    # white move
    assert run.outcome.scores == [-1, 2]
    assert (
        "seat 0 loses the match: game 2: 'e2e4' is not a legal move"
        in run.outcome.summary
    )


def test_missing_configuration_answer_loses():
    run = drive(chess960.play(0, {}), lambda seat, lines, limit: None)
    assert run.outcome.scores == [-1, 0]
    assert run.prompts[0] == (0, chess960.CONSTANTS, 1.0)


def test_every_move_has_fifty_milliseconds_and_configuration_one_second():
    run = match({0: ["resign", "resign"], 1: ["resign", "resign"]})
    assert [limit for _, _, limit in run.prompts] == [1.0, 1.0, 0.05, 0.05]
    assert run.outcome.scores == [2, 2]


def test_unknown_and_repeated_input_names():
    run = match(
        {0: ["resign", "resign"], 1: ["resign", "resign"]},
        config=("game  game bogus", ""),
    )
    assert run.lines_for(0)[1] == ("1", "1")
    assert run.lines_for(1)[1] == ()


# ---- replay check ---------------------------------------------------------------------------


def test_check_answer_uses_moves_or_fen_from_the_transcript():
    config = Turn(1, chess960.CONSTANTS, 1.0, answer="fen moves")
    start = chess960.fen(chess960.start_board(0))
    moves = [m.uci() for m in chess960.legal_moves(chess960.start_board(0))]
    turn = Turn(2, (start, str(len(moves)), *moves), 0.05)
    assert chess960.check_answer([config, turn], "e2e4") is None
    assert "not a legal move" in chess960.check_answer([config, turn], "e2e5")
    fen_only = [
        Turn(1, chess960.CONSTANTS, 1.0, answer="fen"),
        Turn(2, (start,), 0.05),
    ]
    assert chess960.check_answer(fen_only, "g1f3 nice") is None
    assert chess960.check_answer(fen_only, "draw") is not None
    assert chess960.check_answer(fen_only[:1], "anything") is None

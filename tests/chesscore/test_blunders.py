"""The blunder analysis's own parts: it reads our moves from a transcript, and its report
counts what it says (Stockfish itself is not needed here)."""

import re

import chess

from benchmarks.chess_blunders import loss, our_moves, phase, summarise
from tests.project import ROOT

START = "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1"


def test_our_moves_are_every_answered_turn_of_a_transcript():
    path = sorted((ROOT / "tests" / "transcripts" / "chess960").glob("*-A.txt"))[0]
    text = path.read_text()
    moves = our_moves(text)
    # Every turn after the configuration turn gives a FEN and gets a move.
    assert len(moves) == len(re.findall(r"^turn \d+ ", text, re.M)) - 1
    for fen, uci in moves:
        board = chess.Board(fen, chess960=True)
        assert chess.Move.from_uci(uci) in board.legal_moves, (fen, uci)


def test_a_draw_offer_is_the_move_it_comes_with_and_an_acceptance_no_move():
    turns = "".join(
        f"turn {n}  limit 50 ms  answered in 27.0 ms\n< none\n< {draw}\n< 1\n< {START}\n> {answer}\n\n"
        for n, draw, answer in ((2, 0, "e2e4="), (3, 1, "draw"), (4, 0, "c1d3"))
    )
    assert our_moves(turns) == [(START, "e2e4"), (START, "c1d3")]


def test_phases_follow_the_move_number_then_the_pieces_left():
    assert phase(chess.Board(START, chess960=True)) == "opening"
    late = chess.Board(START.replace(" 0 1", " 0 11"), chess960=True)
    assert phase(late) == "middlegame"
    bare = chess.Board("4k3/8/8/8/8/8/4P3/3RK3 w - - 0 40", chess960=True)
    assert phase(bare) == "endgame"


def test_the_report_counts_undecided_blunders_by_phase_and_kind():
    endgame = "4k3/8/8/3p4/8/8/4P3/3RK3 w - - 0 40"
    rows = [
        (START, "e2e4", 20, 10, "e2e4"),  # loses 10
        (START, "c1d3", 20, -200, "e2e4"),  # quiet for quiet, 220
        (endgame, "d1d5", 100, -250, "e1f2"),  # a capture for a quiet move, 350
        (endgame, "d1d4", 600, 0, "d1d5"),  # decided: not counted
    ]
    lines, blunders = summarise(rows)
    assert lines[0] == "opening: 2 moves, mean loss 115.0 cp, >=150: 1, >=300: 0"
    assert lines[1] == "endgame: 1 moves, mean loss 350.0 cp, >=150: 1, >=300: 1"
    assert "quiet/quiet 1" in lines[2] and "capture/quiet 1" in lines[2]
    assert [uci for _, uci, _, _ in blunders] == ["c1d3", "d1d5"]


def test_a_loss_is_never_negative_and_capped():
    assert loss(50, 80) == 0
    assert loss(10000, -10000) == 1000

"""The centipawn-loss benchmark's own parts: each version's moves come from its own
sources, and the report counts what it says."""

import chess

from benchmarks.chess_acpl import CHECKOUT, POSITIONS, paired, report, search_moves


def test_each_version_answers_a_legal_move_for_every_position():
    fens = POSITIONS.read_text().split("\n")[:5]
    chosen = search_moves(CHECKOUT, fens, 1.0, 200)
    assert len(chosen) == len(fens)
    for fen, (uci, depth) in zip(fens, chosen):
        board = chess.Board(fen, chess960=True)
        assert board.parse_uci(uci) in board.legal_moves
        assert depth >= 1


def test_the_committed_positions_are_legal_chess960_positions():
    fens = POSITIONS.read_text().split("\n")[:-1]
    assert len(fens) > 3000
    for fen in fens[::97]:
        assert chess.Board(fen, chess960=True).is_valid(), fen


def test_report_counts_blunders_and_averages():
    line = report("v", [0, 100, 200, 400], [3, 4, 4, 5])
    assert "4 positions, mean loss 175.0" in line
    assert ">=150: 2, >=300: 1" in line
    assert "completed depth 4.00" in line


def test_each_version_searches_with_its_own_sources(tmp_path):
    # A version whose search always answers the null move at depth 7: run from this
    # checkout's directory, its moves must still be its own.
    package = tmp_path / "sources" / "chesscore"
    package.mkdir(parents=True)
    (tmp_path / "sources" / "__init__.py").write_text("")
    (package / "__init__.py").write_text("")
    (package / "board.py").write_text(
        "class Board:\n"
        "    def __init__(self, fen):\n"
        "        pass\n"
        "    def uci(self, move):\n"
        "        return move\n"
    )
    (package / "budget.py").write_text(
        "class Budget:\n    def __init__(self, *arguments):\n        pass\n"
    )
    (package / "search.py").write_text(
        "class Result:\n"
        "    move, depth = '0000', 7\n"
        "class Searcher:\n"
        "    def choose(self, board, budget):\n"
        "        return Result()\n"
    )
    fens = POSITIONS.read_text().split("\n")[:3]
    assert search_moves(tmp_path, fens, 1.0, 200) == [("0000", 7)] * 3


def test_paired_difference_is_per_position():
    # Same mean difference (+10) twice; only the one that varies by position has a spread.
    assert paired("v", [10, 20, 30], [0, 10, 20]) == "v - first: +10.0 ±0.0 cp"
    line = paired("v", [20, 0, 30, 20], [0, 0, 0, 30])
    assert line.startswith("v - first: +10.0 ±") and not line.endswith("±0.0 cp")

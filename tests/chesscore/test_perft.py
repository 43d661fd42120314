"""Perft counts of our generator against python-chess, the oracle."""

import chess
import pytest

from bundler.arena.referees.javarandom import JavaRandom
from sources.chesscore.board import Board, chess960_start_fen
from benchmarks.chess_perft import (
    oracle_perft,
    perft,
)  # the benchmark counts the same way

# Leaf counts at depth 4, computed with python-chess 1.11.2 (`perft` below on chess.Board);
# depth 3 is recomputed live in test_depth_3_matches_python_chess.
POSITIONS = {
    "start": ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 197281),
    "kiwipete": (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4085603,
    ),
    "position3": ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 43238),
    "position4": (
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        422333,
    ),
    "position5": ("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 2103487),
    "position6": (
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        3894594,
    ),
}


@pytest.mark.parametrize("name", POSITIONS)
def test_depth_4_matches_python_chess(name):
    fen, expected = POSITIONS[name]
    board = Board(fen)
    assert perft(board, 4) == expected
    assert board.fen(shredder=False) == chess.Board(fen).fen(en_passant="fen")


@pytest.mark.parametrize("name", POSITIONS)
def test_depth_3_matches_python_chess(name):
    fen, _ = POSITIONS[name]
    assert perft(Board(fen), 3) == oracle_perft(chess.Board(fen), 3)


def test_position3_depth_5_matches_python_chess():
    fen = POSITIONS["position3"][0]
    assert perft(Board(fen), 5) == oracle_perft(chess.Board(fen), 5)


def test_divide_matches_per_move_on_kiwipete():
    """Per-move subtree counts pin a mismatch to one move when perft ever diverges."""
    fen = POSITIONS["kiwipete"][0]
    board, oracle = Board(fen), chess.Board(fen)
    ours = {}
    for move in board.legal_moves():
        board.push(move)
        ours[board.uci(move, chess960=False)] = perft(board, 2)
        board.pop()
    theirs = {}
    for move in list(oracle.legal_moves):
        oracle.push(move)
        theirs[move.uci()] = oracle_perft(oracle, 2)
        oracle.pop()
    assert ours == theirs


@pytest.mark.parametrize("seed", range(1, 101))
def test_chess960_start_positions_depth_3(seed):
    fen = chess960_start_fen(seed, JavaRandom(seed))
    oracle = chess.Board(fen, chess960=True)
    assert Board(fen).fen() == fen
    assert perft(Board(fen), 3) == oracle_perft(oracle, 3)


def test_chess960_seed_derivation_matches_referee_examples():
    assert chess960_start_fen(0, JavaRandom(0)).startswith(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AHah"
    )
    assert chess960_start_fen(1, JavaRandom(1)).startswith(
        "nbqrbknr/pppppppp/8/8/8/8/PPPPPPPP/NBQRBKNR w DHdh"
    )
    assert chess960_start_fen(2, JavaRandom(2)).startswith(
        "rnqbbnkr/pppppppp/8/8/8/8/PPPPPPPP/RNQBBNKR w AHah"
    )

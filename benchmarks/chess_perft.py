"""Perft speed of sources.chesscore against python-chess, side by side in one run.

Both count the same way: legal moves are made and unmade down to depth 1, where the legal
moves are counted without being played (bulk counting). Usage:

    nice -n 10 .venv/bin/python -m benchmarks.chess_perft [--quick]
"""

import argparse
import time

import chess

from sources.chesscore.board import Board

# (name, FEN, depth, depth with --quick, python-chess in Chess960 mode)
POSITIONS = (
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4, False),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        3,
        False,
    ),
    ("position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 4, False),
    (
        "position4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        4,
        3,
        False,
    ),
    (
        "position5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        4,
        3,
        False,
    ),
    (
        "position6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        4,
        3,
        False,
    ),
    (
        "chess960 seed 1",
        "nbqrbknr/pppppppp/8/8/8/8/PPPPPPPP/NBQRBKNR w DHdh - 0 1",
        4,
        3,
        True,
    ),
)


def perft(board: Board, depth: int) -> int:
    moves = board.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        board.push(move)
        total += perft(board, depth - 1)
        board.pop()
    return total


def oracle_perft(board: chess.Board, depth: int) -> int:
    if depth == 1:
        return board.legal_moves.count()
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += oracle_perft(board, depth - 1)
        board.pop()
    return total


def timed(function, *args):
    started = time.perf_counter()
    result = function(*args)
    return result, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--quick", action="store_true", help="one ply shallower everywhere"
    )
    quick = parser.parse_args().quick
    print(
        f"{'position':16} {'depth':>5} {'leaves':>9} {'ours s':>7} {'p-chess s':>9} {'ours/p-chess':>12}"
    )
    total_ours = total_theirs = 0.0
    for name, fen, depth, quick_depth, chess960 in POSITIONS:
        depth = quick_depth if quick else depth
        ours, ours_seconds = timed(perft, Board(fen), depth)
        theirs, theirs_seconds = timed(
            oracle_perft, chess.Board(fen, chess960=chess960), depth
        )
        if ours != theirs:
            raise SystemExit(
                f"{name}: perft({depth}) differs: ours {ours}, python-chess {theirs}"
            )
        total_ours += ours_seconds
        total_theirs += theirs_seconds
        speedup = theirs_seconds / ours_seconds
        print(
            f"{name:16} {depth:5} {ours:9} {ours_seconds:7.2f} {theirs_seconds:9.2f} {speedup:11.2f}x"
        )
    print(
        f"{'total':32} {total_ours:7.2f} {total_theirs:9.2f} {total_theirs / total_ours:11.2f}x"
    )


if __name__ == "__main__":
    main()

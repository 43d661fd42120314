"""The tuner's linear model of the evaluation: with the weights in use, every position's
row of the linear system must give `evaluate`'s score, or the tuner would fit weights to
an evaluation the bots do not have."""

import os
import random

import chess
import pytest

from sources.chesscore.board import Board
from sources.chesscore.evaluation import evaluate
from sources.chesscore.tune import (
    STOCKFISH,
    current_weights,
    design_row,
    load_positions,
    render_weights,
    sample_positions,
)


def chess960_positions(count: int):
    rng = random.Random(11)
    while count:
        board = chess.Board.from_chess960_pos(rng.randrange(960))
        for _ in range(rng.randrange(4, 120)):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
        # the evaluation scales down positions without pawns: the tuner leaves them out
        if board.pieces(chess.PAWN, chess.WHITE) and board.pieces(
            chess.PAWN, chess.BLACK
        ):
            count -= 1
            yield board


def test_the_linear_model_is_the_evaluation():
    weights = current_weights()
    for board in chess960_positions(300):
        linear = sum(x * w for x, w in zip(design_row(board), weights))
        ours = evaluate(Board(board.fen()))
        if board.turn == chess.BLACK:
            ours = -ours
        # the evaluation rounds the tapered sum towards zero
        assert abs(linear - ours) < 1, board.fen()


def test_rendered_weights_read_back(tmp_path):
    weights = current_weights()
    text = render_weights(weights, "test")
    namespace = {}
    exec(compile(text, "weights.py", "exec"), namespace)
    from sources.chesscore import weights as module

    for name in (
        "MIDDLEGAME_SQUARES",
        "ENDGAME_SQUARES",
        "PASSED_ENDGAME",
        "SHIELD_FAR",
        "MOBILITY",
        "MOBILITY_BASELINE",
    ):
        assert namespace[name] == getattr(module, name)


@pytest.mark.skipif(not os.path.exists(STOCKFISH), reason="needs Stockfish")
def test_sampled_positions_are_quiet_scored_and_load(tmp_path):
    pytest.importorskip("numpy")
    out = tmp_path / "positions.tsv"
    sample_positions(out, 1, seed=3)
    lines = out.read_text().splitlines()
    assert lines
    for line in lines:
        fen, centipawns = line.split("\t")
        board = chess.Board(fen, chess960=True)
        assert board.is_valid() and not board.is_check()
        assert abs(int(centipawns)) < 1500
    matrix, labels = load_positions([out])
    assert matrix.shape[0] == len(labels) <= len(lines)
    assert all(0 < label < 1 for label in labels)

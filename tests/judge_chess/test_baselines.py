"""The judge-chess baselines speak the protocol and play legal moves."""

import subprocess
import sys

import chess
import pytest

START = chess.STARTING_FEN


@pytest.mark.parametrize("name", ["random", "greedy"])
def test_baseline_answers_a_legal_move_and_another_after_denial(name):
    result = subprocess.run(
        [sys.executable, "-m", "sources.judge_chess.baselines", name],
        input=f"white\nNONE 1000 1000 {START}\nD 990\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    first, second = result.stdout.splitlines()
    legal = {move.uci() for move in chess.Board(START).legal_moves}
    assert first in legal and second in legal and first != second

"""The chess960 baselines speak the protocol and play legal moves of their kind."""

import subprocess
import sys

import chess
import pytest

CONFIGURATION = ["2", "crazyHouse 0", "maxMoves 125"]
# White can take a hanging queen on d5.
FEN = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 40"


def answers(name: str, turns: list) -> list:
    lines = CONFIGURATION + [line for turn in turns for line in turn]
    result = subprocess.run(
        [sys.executable, "-m", "sources.chess960.baselines", name],
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


@pytest.mark.parametrize("name", ["random", "greedy"])
def test_baseline_answers_legal_moves(name):
    start = chess.Board(chess960=True).fen()
    inputs, *replies = answers(
        name, [["none", "0", "1", start], ["e7e8", "0", "1", FEN]]
    )
    assert inputs == "lastmove draw game fen"
    assert chess.Move.from_uci(replies[0]) in chess.Board(start).legal_moves
    assert chess.Move.from_uci(replies[1]) in chess.Board(FEN).legal_moves


def test_greedy_takes_the_hanging_queen():
    assert answers("greedy", [["e7e8", "0", "1", FEN]])[1] == "d2d5"


def test_unknown_baseline_is_refused():
    result = subprocess.run(
        [sys.executable, "-m", "sources.chess960.baselines", "best"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode != 0 and "usage" in result.stderr

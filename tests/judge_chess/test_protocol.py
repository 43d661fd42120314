"""The judge-chess bot as a process and its notation helpers."""

import subprocess
import sys

import chess
import pytest

from sources.chesscore.board import Board
from sources.judge_chess import protocol

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def run(lines: list) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "sources.judge_chess"],
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        timeout=30,
    )


def legal_in(fen: str, answer: str) -> bool:
    board = chess.Board(fen)
    if answer in ("O-O", "O-O-O"):
        return any(
            board.is_castling(m) and (answer == "O-O") == board.is_kingside_castling(m)
            for m in board.legal_moves
        )
    return len(answer) == 4 and any(m.uci()[:4] == answer for m in board.legal_moves)


def test_silent_until_asked_and_clean_exit_at_eof():
    assert run([]).stdout == "" and run([]).returncode == 0
    result = run(["black"])
    assert (result.stdout, result.returncode, result.stderr) == ("", 0, "")


def test_answers_a_legal_move_as_white_and_as_black():
    result = run(["white", f"NONE 1000 1000 {START}"])
    assert result.returncode == 0
    (answer,) = result.stdout.splitlines()
    assert legal_in(START, answer)
    fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    (answer,) = run(["black", f"e2e4 1000 1000 {fen}"]).stdout.splitlines()
    assert legal_in(fen, answer)


def test_after_denial_answers_a_different_legal_move():
    result = run(["white", f"NONE 1000 1000 {START}", "D 990", "D 980", "A 970"])
    answers = result.stdout.splitlines()
    assert len(answers) == 3 and len(set(answers)) == 3
    assert all(legal_in(START, answer) for answer in answers)


def test_plays_on_after_acceptance():
    fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
    result = run(
        ["white", f"NONE 1000 1000 {START}", "A 990", f"e7e5 990 1000 {fen}", "A 980"]
    )
    first, second = result.stdout.splitlines()
    assert legal_in(START, first) and legal_in(fen, second)


def test_unreadable_lines_are_reported_and_the_next_position_is_answered():
    fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
    result = run(
        ["white", "", "e7e5 lots 1000 " + fen, f"e7e5 990 1000 {fen}", "A 980"]
    )
    (answer,) = result.stdout.splitlines()
    assert legal_in(fen, answer) and result.returncode == 0
    errors = result.stderr.splitlines()
    assert len(errors) == 2 and all("waiting for a position" in line for line in errors)
    assert "input line 3: myTime: expected an integer, got 'lots'" in errors[1]


def test_castling_is_written_o_o_and_promotions_as_four_character_queen_moves():
    board = Board("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    written = {protocol.judge_notation(board, move) for move in board.legal_moves()}
    assert {"O-O", "O-O-O"} <= written
    assert "e1g1" not in written and "e1h1" not in written
    board = Board("8/P6k/8/8/8/8/8/K7 w - - 0 1")
    promotions = [move for move in board.legal_moves() if move >> 14 >= 4]
    assert {protocol.as_queen_promotion(move) for move in promotions} == {
        board.parse_uci("a7a8q")
    }
    assert {protocol.judge_notation(board, move) for move in promotions} == {"a7a8"}


def test_budget_reads_the_clock_and_arena_nodes(monkeypatch):
    monkeypatch.delenv("ARENA_NODES", raising=False)
    assert protocol.budget_for_move(100.0, 90).deadline == pytest.approx(100.3)
    assert (
        protocol.budget_for_move(100.0, 1000).deadline
        == 100.0 + protocol.MOST_SECONDS_PER_MOVE
    )
    # With the clock showing 0 the bot still answers, in a couple of milliseconds.
    assert 100.0 < protocol.budget_for_move(100.0, 0).deadline < 100.002
    monkeypatch.setenv("ARENA_NODES", "5000")
    assert protocol.budget_for_move(100.0, 300).nodes == 5000


AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"


def test_a_repeated_position_line_or_a_stray_status_is_ignored_in_one_line():
    result = run(["black", f"e2e4 990 1000 {AFTER_E4}", f"e2e4 990 1000 {AFTER_E4}"])
    (answer,) = result.stdout.splitlines()
    assert legal_in(AFTER_E4, answer) and result.returncode == 0
    assert result.stderr.splitlines() == [
        "judge_chess: input line 3: the same position again before its status; ignored"
    ]
    result = run(["white", "A 990", f"NONE 1000 1000 {START}"])
    assert len(result.stdout.splitlines()) == 1
    assert "a status with no move to judge" in result.stderr


def test_a_new_position_where_a_status_was_due_is_answered():
    fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
    result = run(["white", f"NONE 1000 1000 {START}", f"e7e5 990 1000 {fen}"])
    first, second = result.stdout.splitlines()
    assert legal_in(START, first) and legal_in(fen, second)
    assert "a new position before the status" in result.stderr


@pytest.mark.parametrize(
    "line",
    [
        f"e2e4 990 1000 {AFTER_E4.replace('b KQkq', 'w KQkq')}",  # not this bot's move
        f"e7e5 990 1000 {AFTER_E4}",  # Black did not move last
        f"NONE 990 1000 {AFTER_E4}",
        f"e2e4 990 1000 {AFTER_E4.replace('4P3', '4P4')}",
        f"e2e4 990 1000 {AFTER_E4} 1",
    ],
)
def test_a_position_that_does_not_hold_is_reported_and_the_next_answered(line):
    fen = "rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 2"
    result = run(["black", line, "A 980", f"g1f3 980 1000 {fen}"])
    (answer,) = result.stdout.splitlines()
    assert legal_in(fen, answer)
    (error,) = result.stderr.splitlines()
    assert error.startswith("judge_chess: input line 2: ")
    assert error.endswith("; waiting for a position")

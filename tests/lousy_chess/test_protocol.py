import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sources.lousy_chess import protocol
from sources.lousy_chess.game import EngineSpec, GameRecord, play_game
from sources.lousy_chess.rules import Position, move_name

ROOT = Path(__file__).resolve().parents[2]
# CH3SS5, White L8, Black K3: 17 plies, White takes the king with b6-a5.
FULL_GAME = play_game("CH3SS5", EngineSpec("L", 8), EngineSpec("K", 3))
FULL_LINES = [move_name(move) for move in FULL_GAME.moves] + [FULL_GAME.result]


def run_main(monkeypatch, capsys, text: str, argv: list[str] | None = None):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode())))
    status = 0
    try:
        protocol.main(argv or [])
    except SystemExit as exit_:
        status = exit_.code
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_whole_game_from_the_start(monkeypatch, capsys):
    status, out, err = run_main(monkeypatch, capsys, "CH3SS5\nL8\nK3\n")
    assert (status, err) == (0, "")
    assert out.splitlines() == FULL_LINES
    assert FULL_LINES[0] == "b1-a3" and FULL_LINES[-1] == "white wins"


@pytest.mark.parametrize(
    "position, skipped", [("1 w", 0), ("1 b", 1), ("5 w", 8), ("8 b", 15), ("9 w", 16)]
)
def test_output_starts_at_the_given_position(monkeypatch, capsys, position, skipped):
    status, out, err = run_main(monkeypatch, capsys, f"CH3SS5\nL8\nK3\n{position}\n")
    assert (status, err) == (0, "")
    assert out.splitlines() == FULL_LINES[skipped:]


def test_lower_case_serial_and_engines_and_blank_lines_are_accepted(
    monkeypatch, capsys
):
    status, out, _ = run_main(monkeypatch, capsys, "\n  ch3ss5 \nl8\n\nk3\n5 W\n")
    assert status == 0
    assert out.splitlines() == FULL_LINES[8:]


def test_same_engine_letter_on_both_sides_is_accepted(monkeypatch, capsys):
    status, out, _ = run_main(monkeypatch, capsys, "CH3SS5\nD0\nD0\n")
    expected = play_game("CH3SS5", EngineSpec("D", 0), EngineSpec("D", 0))
    assert status == 0
    assert out.splitlines() == [move_name(move) for move in expected.moves] + [
        expected.result
    ]


def test_a_drawn_game_ends_with_draw(monkeypatch, capsys):
    status, out, _ = run_main(monkeypatch, capsys, "CH3SS5\nD0\nL9\n40 b\n")
    assert status == 0
    assert len(out.splitlines()) == 2 and out.splitlines()[-1] == "draw"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "\n\n",
        "CH3SS5\n",
        "CH3SS5\nL8\n",
        "CH-SS5\nL8\nK3\n",
        "CH3 SS5\nL8\nK3\n",
        "CHÉSS5\nL8\nK3\n",
        "CH3SS5\nX8\nK3\n",
        "CH3SS5\nL8\nQ3\n",
        "CH3SS5\nL\nK3\n",
        "CH3SS5\nL10\nK3\n",
        "CH3SS5\nLx\nK3\n",
        "CH3SS5\nL8\nK-1\n",
        "CH3SS5\nL8\nK3\n0 w\n",
        "CH3SS5\nL8\nK3\n-1 w\n",
        "CH3SS5\nL8\nK3\nx w\n",
        "CH3SS5\nL8\nK3\n1_0 w\n",
        "CH3SS5\nL8\nK3\n+5 w\n",
        "CH3SS5\nL8\nK3\n5\n",
        "CH3SS5\nL8\nK3\n5 x\n",
        "CH3SS5\nL8\nK3\n5 w b\n",
        "CH3SS5\nL8\nK3\n9 b\n",
        "CH3SS5\nL8\nK3\n10 w\n",
        "CH3SS5\nD0\nL9\n41 w\n",
    ],
)
def test_bad_input_exits_2_with_one_stderr_line_and_no_output(
    monkeypatch, capsys, text
):
    status, out, err = run_main(monkeypatch, capsys, text)
    assert status == 2
    assert out == ""
    assert len(err.splitlines()) == 1 and err.startswith("lousy_chess: ")


def test_bad_input_messages_name_the_line_as_typed_and_the_field(monkeypatch, capsys):
    _, _, err = run_main(monkeypatch, capsys, "\nCH3SS5\n\nL10\nK3\n")
    assert err == (
        "lousy_chess: line 4: white: expected a word of at most 2 characters,"
        " got 'L10'\n"
    )
    _, _, err = run_main(monkeypatch, capsys, "CH3SS5\n\nL8\n")
    assert err == "lousy_chess: missing black engine\n"


def test_unknown_option_is_bad_input(monkeypatch, capsys):
    status, out, err = run_main(monkeypatch, capsys, "CH3SS5\nL8\nK3\n", ["--fast"])
    assert (status, out) == (2, "")
    assert len(err.splitlines()) == 1


def test_past_the_end_message_names_the_last_position():
    with pytest.raises(protocol.BadInput, match=r"past the end.*last position is 9 w"):
        protocol.check_in_game(FULL_GAME, 17)


def test_a_side_left_without_moves_keeps_its_last_position_valid():
    start = Position.start()
    lost = GameRecord(
        positions=(start, start.play((5, 10))), moves=((5, 10),), result="white wins"
    )
    protocol.check_in_game(lost, 1)
    assert protocol.answer_lines(lost, 1, show_board=False) == ["white wins"]
    with pytest.raises(protocol.BadInput):
        protocol.check_in_game(lost, 2)


def test_board_option_prints_the_board_before_each_move(monkeypatch, capsys):
    status, out, _ = run_main(monkeypatch, capsys, "CH3SS5\nL8\nK3\n9 w\n", ["--board"])
    assert status == 0
    assert out.splitlines() == [
        "6 .Xb.r",
        "5 kp...",
        "4 p....",
        "3 N.P..",
        "2 Pn.Pp",
        "1 R.BQK",
        "  abcde",
        "",
        "b6-a5",
        "white wins",
    ]


def test_running_the_package_as_a_program():
    result = subprocess.run(
        [sys.executable, "-m", "sources.lousy_chess"],
        input="CH3SS5\nL8\nK3\n8 w\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.splitlines() == FULL_LINES[14:]


def test_running_the_package_with_bad_input():
    result = subprocess.run(
        [sys.executable, "-m", "sources.lousy_chess"],
        input="CH3SS5\nL8\nK33\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr.count("\n") == 1 and "K33" in result.stderr


def test_manual_example_a_end_to_end(monkeypatch, capsys):
    # With Black K9 the game reaches the manual's move-8 position (searched once over all
    # Black engines and seeds; the manual does not name Black's engine).
    status, out, _ = run_main(monkeypatch, capsys, "CH3SS5\nL8\nK9\n8 w\n")
    assert status == 0
    assert out.splitlines()[0] == "c1-d2"
    record = play_game("CH3SS5", EngineSpec("L", 8), EngineSpec("K", 9))
    manual = "k.b.r\n..ppp\np..Q.\nNq..P\nPP...\nR.B.K"
    assert record.positions[14].diagram() == manual


@pytest.mark.parametrize("black", ["D0", "K3", "M5", "S9", "L1"])
def test_manual_example_b_end_to_end(monkeypatch, capsys, black):
    status, out, _ = run_main(monkeypatch, capsys, f"CH3SS5\nL4\n{black}\n")
    assert status == 0
    assert out.splitlines()[0] == "b1-c3"


def test_input_that_is_not_utf8_is_refused_whatever_the_locale():
    for locale in ("C.UTF-8", "C"):
        result = subprocess.run(
            [sys.executable, "-m", "sources.lousy_chess"],
            input=b"CH3SS5\nL8\xff\nK3\n",
            capture_output=True,
            cwd=ROOT,
            env={**os.environ, "LC_ALL": locale},
        )
        assert (result.returncode, result.stdout) == (2, b"")
        assert result.stderr.decode() == (
            "lousy_chess: line 2: expected UTF-8 text, got b'L8\\xff'\n"
        )

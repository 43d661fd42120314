"""`play`, `replay` and `record` through the command line."""

from pathlib import Path

import pytest

from bundler.cli import main
from bundler.arena.record import _line_ups, baseline_command, bot_command
from tests.project import ARENAS

BOT = str(Path(__file__).parent / "bots" / "chess960_random.py")


def test_play_then_replay_from_the_command_line(tmp_path, capsys):
    out = tmp_path / "match"
    status = main(
        ["play", "chess960", BOT, BOT, "--games", "1", "--seed", "4"]
        + ["--deterministic", "50", "--time-factor", "20", "--out", str(out)]
    )
    assert status == 0
    printed = capsys.readouterr()
    assert "playing 2 games" in printed.err  # rounded up to both seat orders
    table = printed.out.splitlines()
    assert table[0].split()[:5] == ["bot", "games", "W", "D", "L"]
    assert table[1].split()[:2] == ["A", "2"]
    transcripts = sorted(out.glob("game-*.txt"))
    assert [path.name for path in transcripts] == [
        "game-0001-seat0-A.txt",
        "game-0001-seat1-B.txt",
        "game-0002-seat0-B.txt",
        "game-0002-seat1-A.txt",
    ]
    assert (out / "results.log").read_text().splitlines()[0] == table[0]
    status = main(["replay", BOT, "--no-time-check", *map(str, transcripts)])
    assert status == 0
    assert "4 of 4 transcripts replayed without divergence" in capsys.readouterr().out


def test_play_rejects_the_wrong_number_of_bots():
    with pytest.raises(SystemExit, match="knights seats 3 bots; got 2"):
        main(["play", "knights", BOT, BOT])


def test_record_line_ups_put_the_arena_bot_first():
    arenas = ARENAS
    chess = arenas["chess960"]
    assert bot_command(chess) == "python -m sources.chess960"
    assert (
        baseline_command(chess, "random")
        == "python -m sources.chess960.baselines random"
    )
    assert _line_ups(chess, ["random", "greedy"], 2) == [
        ("random-", ["python -m sources.chess960", baseline_command(chess, "random")]),
        ("greedy-", ["python -m sources.chess960", baseline_command(chess, "greedy")]),
    ]
    knights = arenas["knights"]
    ((prefix, commands),) = _line_ups(knights, ["random", "greedy"], 3)
    assert prefix == "" and commands[0] == "python -m sources.knights"
    assert _line_ups(arenas["lousy-chess"], ["random"], 1) == [
        ("", ["python -m sources.lousy_chess"])
    ]

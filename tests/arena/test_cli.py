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


def test_play_sprt_stops_early_on_a_clearly_better_bot(tmp_path, capsys):
    """connect4's bot against the random baseline, fixed nodes: a run of wins decides
    H1 long before the cap of 40 games."""
    out = tmp_path / "sprt"
    status = main(
        ["play", "connect4", "python -m sources.connect4"]
        + ["python -m sources.connect4.baselines random --seed 5", "--sprt", "0,50"]
        + ["--games", "40", "--deterministic", "300", "--out", str(out)]
    )
    assert status == 0
    printed = capsys.readouterr().out
    sprt_line = next(line for line in printed.splitlines() if line.startswith("SPRT"))
    assert "H1 accepted" in sprt_line
    games = int(sprt_line.split(" after ")[1].split()[0])
    assert games < 40 and len(list(out.glob("game-*-seat0-*.txt"))) == games
    assert "Elo of A against the others" in printed


def test_play_sprt_bounds_are_checked(capsys):
    with pytest.raises(SystemExit, match="elo0 < elo1"):
        main(["play", "connect4", "a", "b", "--sprt", "10,0"])
    with pytest.raises(SystemExit):
        main(["play", "connect4", "a", "b", "--sprt", "ten"])
    assert "expected ELO0,ELO1" in capsys.readouterr().err

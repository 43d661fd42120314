"""`play`, `replay` and `record` through the command line."""

from pathlib import Path

import pytest

from bundler.cli import main
from bundler.commands.record import _line_ups, baseline_command, bot_command
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


def test_play_rejects_the_wrong_number_of_bots(capsys):
    assert main(["play", "knights", BOT, BOT]) == 2
    assert capsys.readouterr().err == (
        "error: BOT: knights seats 3 bots, one command each; got 2\n"
    )


def test_command_line_errors_are_one_error_line_naming_the_argument(tmp_path, capsys):
    missing = tmp_path / "nope.txt"
    assert main(["view", str(missing), "-o", str(tmp_path / "x.html")]) == 2
    assert capsys.readouterr().err == (f"error: {missing}: No such file or directory\n")
    assert main(["play", "connect4", "no-such-bot", BOT, "--games", "2"]) == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        "error: BOT: cannot start 'no-such-bot': No such file or directory"
    )
    assert main(["play", "connect4", BOT, BOT, "--option", "x"]) == 2
    assert capsys.readouterr().err == ("error: --option: expected KEY=VALUE, got 'x'\n")


def test_help_is_for_users(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    shown = capsys.readouterr().out
    assert "Bundle a multi-module Python game bot" in shown
    assert "`init ARENA`, `new ARENA NAME`, `build`" in shown
    assert "add_arguments" not in shown and "run(args)" not in shown


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
    assert main(["play", "connect4", "a", "b", "--sprt", "10,0"]) == 2
    assert "error: --sprt: " in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["play", "connect4", "a", "b", "--sprt", "ten"])
    assert "expected ELO0,ELO1" in capsys.readouterr().err

"""`play`: games played on a referee, transcripts and games.tsv on disk, the results table."""

import importlib.util
from pathlib import Path

from bundler.arena.games import MatchSettings, run_games
from bundler.arena.schedule import schedule
from bundler.arena.statistics import results_table
from bundler.config import Arena
from bundler.arena.transcript import read_transcript

HERE = Path(__file__).parent


def echo_referee():
    spec = importlib.util.spec_from_file_location(
        "echo_referee", HERE / "echo_referee.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_run_games_writes_transcripts_and_counts_faults(tmp_path):
    arena = Arena(
        "echo", "tests.echo", tmp_path / "echo.py", first_turn_time=2.0, turn_time=2.0
    )
    settings = MatchSettings(arena, echo_referee(), {"rounds": "2"}, None, 1.0, jobs=2)
    commands = [str(HERE / "bots" / "good.py"), str(HERE / "bots" / "crash.py")]
    stats, errors = run_games(settings, commands, schedule(4, 2, 1), tmp_path)
    assert errors == 0
    good, crash = stats
    assert (good.games, good.wins, good.draws, good.losses) == (4, 4, 0, 0)
    assert (crash.games, crash.crashes, crash.losses) == (4, 4, 4)
    # A answers only where it sits first; then B crashes on its first prompt
    assert len(good.first_answer_times) == 2 and good.answer_times == []
    files = sorted(path.name for path in tmp_path.glob("game-*.txt"))
    assert files[:2] == ["game-0001-seat0-A.txt", "game-0001-seat1-B.txt"]
    assert len(files) == 8
    transcript = read_transcript(tmp_path / "game-0002-seat0-B.txt")
    assert transcript.bot == commands[1] and transcript.seat == 0
    assert transcript.players == [commands[1], commands[0]]
    crashed = transcript.turns[-1]
    assert crashed.status == "crash" and "about to fail" in crashed.stderr
    assert "RuntimeError: boom in the bot" in crashed.stderr
    (fault,) = [fault for fault in transcript.faults if "crash" in fault]
    assert fault.startswith("seat 0 crash at turn 2: closed its output")
    assert fault.endswith(
        "RuntimeError: boom in the bot at"
        f' {commands[1]}:6 in <module>: raise RuntimeError("boom in the bot")'
    )
    assert (tmp_path / "games.tsv").read_text().count("\n") == 5
    table = results_table(stats)
    assert "A = " + commands[0] in table
    assert table.splitlines()[1].split()[:6] == ["A", "4", "4", "0", "0", "100.0"]


def test_run_games_stops_when_asked_after_whole_rotation_groups(tmp_path):
    arena = Arena(
        "echo", "tests.echo", tmp_path / "echo.py", first_turn_time=2.0, turn_time=2.0
    )
    settings = MatchSettings(arena, echo_referee(), {"rounds": "1"}, None, 1.0, jobs=1)
    commands = [str(HERE / "bots" / "good.py"), str(HERE / "bots" / "crash.py")]
    asked = []

    def stop(stats):
        asked.append(stats[0].games)
        return stats[0].games >= 4

    stats, errors = run_games(
        settings, commands, schedule(20, 2, 1), tmp_path, stop=stop
    )
    assert errors == 0
    assert asked == [2, 4]  # after each group of both seat orders
    assert stats[0].games == 4 and len(list(tmp_path.glob("game-*.txt"))) == 8

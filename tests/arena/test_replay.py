"""Record a deterministic chess960 match with a seeded random test bot, then replay it:
identical answers pass; a changed bot is caught at the first divergence; a malformed
transcript names its file and line."""

from pathlib import Path

import pytest

from bundler.arena.arenas import load_referee
from bundler.arena.games import MatchSettings, run_games
from bundler.arena.schedule import schedule
from tests.project import ARENAS
from bundler.arena.replay import replay_files
from bundler.arena.transcript import read_transcript

BOT = str(Path(__file__).parent / "bots" / "chess960_random.py")


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    out = tmp_path_factory.mktemp("recorded")
    arena = ARENAS["chess960"]
    settings = MatchSettings(arena, load_referee("chess960"), {}, 9, 10.0, jobs=1)
    stats, errors = run_games(settings, [BOT, BOT], schedule(1, 2, 3)[:1], out)
    assert errors == 0 and stats[0].games == 1
    return sorted(out.glob("game-*.txt"))


def test_transcripts_record_the_deterministic_budget(recorded):
    transcript = read_transcript(recorded[0])
    assert transcript.nodes == 9 and transcript.arena == "chess960"
    assert transcript.turns[0].lines == ("2", "crazyHouse 0", "maxMoves 125")
    assert transcript.turns[0].answer == "moves"


def test_same_bot_replays_without_divergence(recorded):
    results = replay_files(BOT, recorded, check_time=False)
    assert [result.failure for result in results] == [None, None]
    assert all(result.turns_checked > 10 for result in results)


def test_different_answers_are_reported_at_the_first_divergence(recorded, monkeypatch):
    monkeypatch.setenv("BOT_SEED", "12345")  # the same bot, now choosing other moves
    (result,) = replay_files(BOT, recorded[:1], check_time=False)
    assert result.failure.startswith("turn 2 (line ")
    assert "expected '" in result.failure and "got '" in result.failure


def test_illegal_answer_is_reported(recorded, tmp_path):
    liar = tmp_path / "liar.py"
    liar.write_text(
        "import sys\n"
        "for _ in range(3): sys.stdin.readline()\n"
        "print('moves', flush=True)\n"
        "sys.stdin.readline()\n"
        "print('e2e5', flush=True)\n"
    )
    (result,) = replay_files(str(liar), recorded[:1], check_time=False)
    assert "turn 2" in result.failure and "illegal answer 'e2e5'" in result.failure


def test_crash_during_replay_shows_stderr(recorded, tmp_path):
    crasher = tmp_path / "crasher.py"
    crasher.write_text(
        "import sys\nsys.stdin.readline()\nraise SystemExit('gave up early')\n"
    )
    (result,) = replay_files(str(crasher), recorded[:1], check_time=False)
    assert "turn 1" in result.failure and "closed its output" in result.failure
    assert "gave up early" in result.failure


def test_malformed_transcript_names_file_and_line(recorded, tmp_path):
    lines = recorded[0].read_text().splitlines()
    broken = tmp_path / "broken.txt"
    lines[20] = "? what is this"
    broken.write_text("\n".join(lines) + "\n")
    (result,) = replay_files(BOT, [broken], check_time=False)
    assert result.failure.startswith(f"{broken}:21: ")

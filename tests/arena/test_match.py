"""The match runner against real subprocesses: well-behaved, crashing, hanging and chatty
bots on a tiny echo referee (each turn: a silent `note`, then `ask N` -> `ok N`)."""

import importlib.util
import sys
import time
from pathlib import Path

import pytest

from bundler.arena.match import BotProcess, bot_argv, bot_environment, play_game

HERE = Path(__file__).parent


def load_echo_referee():
    spec = importlib.util.spec_from_file_location(
        "echo_referee", HERE / "echo_referee.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ECHO = load_echo_referee()


def bot(name: str) -> str:
    return str(HERE / "bots" / f"{name}.py")


def play(first: str, second: str, **options: str):
    return play_game(ECHO, 1, {"limit": "2", **options}, [bot(first), bot(second)])


def test_python_scripts_and_python_commands_run_with_this_interpreter():
    assert bot_argv("x/bot.py --fast") == [sys.executable, "x/bot.py", "--fast"]
    assert bot_argv("python -m sources.c4") == [sys.executable, "-m", "sources.c4"]
    assert bot_argv("./engine 'two words'") == ["./engine", "two words"]


def test_arena_nodes_is_set_only_in_deterministic_mode(monkeypatch):
    monkeypatch.setenv("ARENA_NODES", "77")
    assert "ARENA_NODES" not in bot_environment(None)
    assert bot_environment(500)["ARENA_NODES"] == "500"


def test_two_good_bots_finish_with_every_answer_timed():
    record = play("good", "good")
    assert record.outcome.scores == [3, 3]
    assert record.runner_faults == []
    assert record.exit_statuses == [0, 0]
    for turns in record.turns:
        assert [t.number for t in turns] == [1, 2, 3, 4, 5, 6]
        assert [t.status for t in turns] == ["silent", "answered"] * 3
        assert [t.answer for t in turns if t.answer] == ["ok 0", "ok 1", "ok 2"]
        assert all(t.elapsed > 0 for t in turns if t.answer)


def test_crashing_bot_is_reported_with_its_stderr():
    record = play("good", "crash")
    assert record.outcome.scores == [1, -1]
    (fault,) = record.runner_faults
    assert (fault.seat, fault.kind) == (1, "crash")
    assert "exit status 1" in fault.message
    assert "RuntimeError: boom in the bot" in record.stderr_tails[1]
    assert "about to fail" in record.stderr_tails[1]


def test_hanging_bot_is_killed_at_the_limit_and_reported_as_no_answer():
    record = play("hang", "good", limit="0.3")
    assert record.outcome.scores == [-1, 0]
    (fault,) = record.runner_faults
    assert (fault.seat, fault.kind) == (0, "timeout")
    assert record.turns[0][-1].status == "timeout"
    assert record.exit_statuses[0] is None  # killed, not exited


def test_extra_line_is_caught_and_costs_the_game():
    record = play("good", "chatty")
    assert record.outcome.scores[1] == -1
    (fault,) = record.runner_faults
    assert (fault.seat, fault.kind) == (1, "early-output")
    assert "and one more thing" in fault.message


def test_output_printed_before_reading_the_prompt_is_caught():
    record = play("startup_talk", "good")
    assert record.outcome.scores == [-1, 0]
    (fault,) = record.runner_faults
    assert (fault.seat, fault.kind) == (0, "early-output")
    assert "hello before anything" in fault.message


def test_extra_line_after_the_last_answer_is_reported():
    record = play("good", "chatty", rounds="1")
    assert record.outcome.scores == [1, 1]  # the game itself was over
    (fault,) = record.runner_faults
    assert (fault.seat, fault.kind) == (1, "early-output")
    assert "after its last prompt" in fault.message


def test_crlf_and_lone_carriage_return_end_a_line_like_codingame_reads_them(tmp_path):
    script = tmp_path / "endings.py"
    script.write_text(
        "import sys\n"
        "sys.stdout.write('first\\r\\nsecond\\rthird\\n')\n"
        "sys.stdout.flush()\n"
        "sys.stdin.read()\n"
    )
    process = BotProcess(str(script), bot_environment(None))
    try:
        lines = [process.read_line(2)[0] for _ in range(3)]
        assert lines == ["first", "second", "third"]
        assert not process.has_unread_output()
    finally:
        assert process.finish() == 0
        process.close()


def test_last_line_without_newline_is_still_an_answer(tmp_path):
    script = tmp_path / "no_newline.py"
    script.write_text("import sys\nsys.stdout.write('e2e4')\n")
    process = BotProcess(str(script), bot_environment(None))
    try:
        assert process.read_line(2)[0] == "e2e4"
        assert process.read_line(2)[0] is None and process.output_closed
    finally:
        process.finish()
        process.close()


def test_missing_program_raises_file_not_found():
    with pytest.raises(FileNotFoundError):
        play_game(ECHO, 1, {}, ["./no-such-bot-here", bot("good")])


def test_bot_that_never_reads_cannot_block_the_runner(tmp_path, monkeypatch):
    monkeypatch.setattr("bundler.arena.match._WRITE_TIMEOUT", 0.3)
    script = tmp_path / "deaf.py"
    script.write_text("import time\ntime.sleep(30)\n")
    process = BotProcess(str(script), bot_environment(None))
    try:
        kind, message = process.send(["x" * 1000] * 200)
        assert (kind, message) == ("timeout", "did not read its input (pipe full)")
    finally:
        process.kill()
        process.close()


def test_one_shot_program_reads_to_end_of_input_then_answers_line_by_line():
    record = play("oneshot", "good", oneshot="1")
    assert record.outcome.scores == [3, 0]
    assert [t.status for t in record.turns[0]] == ["answered"] * 3
    assert record.turns[0][0].close_input and record.turns[0][1].lines == ()
    assert record.runner_faults == []


def test_an_answer_found_after_the_deadline_is_a_timeout():
    # The bot answers at once, but the line is only looked at after the limit has passed
    # (as when the runner itself is starved): the arena would count it late.
    process = BotProcess(
        f'{sys.executable} -c "print(input(), flush=True)"', bot_environment(None)
    )
    try:
        process.send(["hello"])
        time.sleep(0.2)
        assert process.has_unread_output(
            wait=1.0
        )  # the answer is in the runner's buffer
        line, elapsed = process.read_line(timeout=0.05)
        assert line is None and elapsed > 0.05
    finally:
        process.kill()

"""The match runner against real subprocesses: well-behaved, crashing, hanging and chatty
bots on a tiny echo referee (each turn: a silent `note`, then `ask N` -> `ok N`)."""

import importlib.util
import sys
import time
from pathlib import Path

import pytest

from bundler.arena.match import BotProcess, bot_argv, bot_environment, play_game
from bundler.arena.arenas.connect4 import referee as connect4
from bundler.arena.referees.base import Limits

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


def test_crashing_bot_is_reported_with_its_stderr_at_its_turn():
    record = play("good", "crash")
    assert record.outcome.scores == [1, -1]
    (fault,) = record.runner_faults
    assert (fault.seat, fault.kind, fault.turn) == (1, "crash", 2)
    assert "exit status 1" in fault.message
    crashed = record.turns[1][1]
    assert crashed.status == "crash"
    assert "RuntimeError: boom in the bot" in crashed.stderr
    assert "about to fail" in crashed.stderr


def test_a_crash_is_one_fault_not_also_the_referees_timeout():
    record = play_game(connect4, 1, {}, [bot("crash"), bot("good")])
    (referee_fault,) = (
        record.outcome.faults
    )  # the referee scores the crash as a timeout
    assert referee_fault.kind == "timeout" and referee_fault.turn == 1
    (fault,) = record.faults
    assert (fault.seat, fault.kind, fault.turn) == (0, "crash", 1)
    assert fault.describe("seat 0").startswith("seat 0 crash at turn 1: ")


def test_stderr_is_kept_with_the_turn_it_was_written_in():
    record = play("stderr_talk", "good", rounds="2")
    assert record.runner_faults == [] and record.outcome.scores == [2, 2]
    turns = record.turns[0]
    # A silent turn's stderr may come after the runner moved on: it goes to the next.
    assert [line for turn in turns for line in turn.stderr] == [
        "got 'note'",
        "got 'ask 0'",
        "got 'note'",
        "got 'ask 1'",
    ]
    assert turns[1].stderr[-1] == "got 'ask 0'"
    assert turns[3].stderr[-1] == "got 'ask 1'" and "got 'ask 0'" not in turns[3].stderr
    assert all(turn.stderr == () for turn in record.turns[1])


def test_a_debug_print_on_stdout_is_named_as_one():
    record = play_game(ECHO, 1, {}, [bot("debug_print"), bot("good")])
    (fault,) = record.faults
    assert (fault.seat, fault.kind, fault.turn) == (0, "illegal", 2)
    assert "'ok 0' after it in the same turn" in fault.message
    assert "debug output belongs on stderr" in fault.message


@pytest.mark.parametrize("turn_time, timed_out", [(0.1, False), (0.05, True)])
def test_the_configured_turn_time_is_the_limit_enforced(turn_time, timed_out):
    """A bot answering 60 ms after each question, at the limits a project configured
    (the first answer, which also waits for Python to start, gets a second)."""
    limits = Limits(first_turn=1.0, turn=turn_time)
    record = play_game(
        ECHO, 1, {"rounds": "2"}, [bot("slow"), bot("good")], limits=limits
    )
    asked = [turn.time_limit for turn in record.turns[0] if turn.time_limit]
    assert asked == [1.0, turn_time]
    kinds = [(fault.seat, fault.kind) for fault in record.runner_faults]
    assert kinds == ([(0, "timeout")] if timed_out else [])


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

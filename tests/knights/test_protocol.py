import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bundler.arena.arenas.knights import referee
from sources.knights import protocol
from sources.knights.protocol import parse_turn, serve
from sources.readers.knights import lines_reader

ROOT = Path(__file__).resolve().parents[2]
FIRST_TURN = "\n".join(
    [
        "r",
        "r 1 null",
        "g 1 null",
        "b 1 null",
        "........",
        "........",
        "..b...r.",
        "........",
        "........",
        "........",
        "....g...",
        "........",
        "6",
        "e5",
        "e7",
        "f4",
        "f8",
        "h4",
        "h8",
    ]
)
LEGAL = {"e5", "e7", "f4", "f8", "h4", "h8"}


def run_module(module, stdin, *args, nodes="400"):
    environment = dict(os.environ, ARENA_NODES=nodes, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", module, *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=environment,
        timeout=60,
    )


def test_parse_turn_reads_statuses_board_and_moves():
    lines = FIRST_TURN.split("\n")[1:]
    lines[1] = "g 0 e2"
    blocked, knights, alive, legal = parse_turn(lines_reader(lines).read_turn())
    assert alive == [True, False, True]
    assert knights == [46, 12, 42]  # g6, e2, c6
    assert blocked == (1 << 46) | (1 << 12) | (1 << 42)
    assert legal == sorted(LEGAL)


def test_bot_answers_a_legal_move_and_exits_cleanly_at_end_of_input():
    result = run_module("sources.knights", FIRST_TURN + "\n")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines()[0] in LEGAL
    assert len(result.stdout.splitlines()) == 1


def test_deterministic_mode_repeats_its_answer():
    answers = {
        run_module("sources.knights", FIRST_TURN + "\n").stdout for _ in range(2)
    }
    assert len(answers) == 1


def test_bot_plays_a_whole_game_on_the_referee_with_legal_answers():
    """Three bot processes driven by the referee generator, answers checked by the referee."""
    game = referee.play(3, {})
    processes = [
        subprocess.Popen(
            [sys.executable, "-m", "sources.knights"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env=dict(os.environ, ARENA_NODES="150", PYTHONPATH=str(ROOT)),
        )
        for _ in range(referee.SEATS)
    ]
    try:
        prompt = next(game)
        while True:
            bot = processes[prompt.seat]
            bot.stdin.write("\n".join(prompt.lines) + "\n")
            bot.stdin.flush()
            prompt = game.send(bot.stdout.readline().rstrip("\n"))
    except StopIteration as stop:
        outcome = stop.value
    finally:
        for bot in processes:
            bot.stdin.close()
            bot.wait(timeout=30)
    assert not outcome.faults and sorted(outcome.scores) == [0, 1, 2]
    assert all(bot.returncode == 0 for bot in processes)


def test_baselines_answer_legal_moves():
    for name in ("random", "greedy", "paranoid3"):
        result = run_module("sources.knights.baselines", FIRST_TURN + "\n", name)
        assert result.returncode == 0, result.stderr
        assert result.stdout.strip() in LEGAL, name


def test_baselines_reject_unknown_names():
    result = run_module("sources.knights.baselines", "", "nonsense")
    assert result.returncode == 2 and "usage" in result.stderr


def test_unreadable_input_reports_on_stderr_without_a_traceback():
    broken = FIRST_TURN.replace("\n6\n", "\nsix\n")
    result = run_module("sources.knights", broken + "\n")
    assert result.returncode == 0 and result.stdout == ""
    assert result.stderr.startswith("knights: bad input, stopping: input line 13:")
    assert result.stderr.count("\n") == 1


def test_a_failing_policy_still_answers_the_first_legal_move(monkeypatch, capsys):
    monkeypatch.setattr(
        sys, "stdin", io.TextIOWrapper(io.BytesIO(FIRST_TURN.encode() + b"\n"))
    )

    def broken_policy(turn):
        raise RuntimeError("boom")

    serve(broken_policy)
    captured = capsys.readouterr()
    assert captured.out == "e5\n"
    assert "search failed" in captured.err and "boom" in captured.err


def first_turn(**changes):
    lines = FIRST_TURN.split("\n")[1:]
    for index, line in changes.items():
        lines[int(index[1:])] = line
    return lines_reader(lines).read_turn()


@pytest.mark.parametrize(
    "changes, what",
    [
        ({"l0": "g 1 null"}, "players: expected r"),
        ({"l0": "r 0 null"}, "r is out"),
        ({"l1": "g 1 a1"}, "the g knight is not on a1"),
        ({"l5": "..b...r"}, "expected 8 of"),
        ({"l5": "..b...#."}, "0 knights 'r'"),
        ({"l5": "..b...rr"}, "2 knights 'r'"),
        ({"l12": "e6"}, "moves: expected ['e5', 'e7', 'f4', 'f8', 'h4', 'h8']"),
    ],
)
def test_turns_that_do_not_hold_name_their_problem(changes, what):
    assert protocol.turn_problem(first_turn(), 0) is None
    offset, problem = protocol.turn_problem(first_turn(**changes), 0)
    assert what in problem


def test_a_turn_with_no_move_is_refused_not_answered():
    lines = FIRST_TURN.split("\n")
    result = run_module("sources.knights", "\n".join(lines[:12] + ["0"]) + "\n")
    assert result.returncode == 0 and result.stdout == ""
    assert result.stderr.startswith(
        "knights: bad input, stopping: input line 13: moves"
    )

"""The bot and the baselines as players: whole games on the local referee in-process, and
runs of the real entry point."""

import io
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bundler.arena.arenas.connect4 import referee
from sources.connect4 import baselines, board, make_book, opening, protocol
from sources.connect4.opening_book import BOOK, FIRST_CHIP_SCORES
from sources.readers.connect4 import Turn

ROOT = Path(__file__).resolve().parents[2]


def play_in_process(players, monkeypatch):
    """One referee game between `choose` functions, each fed through `play_turns` with its
    own stdin/stdout: every prompt replays the seat's whole input so far, and the last
    answer is the one for this turn."""
    game = referee.play(0, {})
    prompt = next(game)
    inputs = [[], []]
    while True:
        inputs[prompt.seat].extend(prompt.lines)
        text = "\n".join(inputs[prompt.seat]) + "\n"
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode())))
        monkeypatch.setattr(sys, "stdout", io.StringIO())
        protocol.play_turns(players[prompt.seat])
        answer = sys.stdout.getvalue().splitlines()[-1]
        try:
            prompt = game.send(answer)
        except StopIteration as stop:
            return stop.value


def test_greedy_takes_a_win_and_otherwise_blocks():
    greedy = baselines.greedy_player(random.Random(1))
    rows = ["........."] * 6 + ["000.111.."]
    assert greedy("0", 6, rows, list(range(9)), 0.1, lambda: 0) == 3
    rows = ["........."] * 5 + ["1........", "000.11..."]
    assert greedy("1", 7, rows, list(range(9)), 0.1, lambda: 0) == 3


def test_negamax4_sees_a_two_move_win():
    # player 0 with 1-2-3 open at both ends after playing 1: column 1 or 4 wins in two
    rows = ["........."] * 6 + [".00.1..11"]
    negamax = baselines.PLAYERS["negamax4"](random.Random(1))
    assert negamax("0", 8, rows, list(range(9)), 0.1, lambda: 0) in (0, 3)


def test_every_book_position_answers_a_legal_column_both_ways_round():
    for key, column in BOOK.items():
        assert 0 <= column < board.COLUMNS
    assert len(FIRST_CHIP_SCORES) == board.COLUMNS
    assert FIRST_CHIP_SCORES == FIRST_CHIP_SCORES[::-1]
    current, mask = board.play(*board.play(0, 0, 2), 3)
    column = opening.book_move(current, mask)
    mirrored = opening.book_move(board.mirror(current), board.mirror(mask))
    if column is not None:
        assert mirrored == board.COLUMNS - 1 - column


def test_book_lines_answer_a_playable_column_in_every_position_they_reach():
    """Follow the book from every first position of the bot (either seat, any opponent
    reply) as far as it reaches: each book answer is an open column."""
    frontier = make_book.first_positions_for_the_bot(FIRST_CHIP_SCORES)
    assert frontier
    answered = 0
    while frontier:
        current, mask = frontier.pop()
        column = opening.book_move(current, mask)
        if column is None:
            continue
        assert board.can_play(mask, column), (current, mask, column)
        answered += 1
        frontier += make_book.opponent_replies(*board.play(current, mask, column))
    assert answered >= len(BOOK) // 2


def test_steal_exactly_when_the_first_chip_favours_its_owner():
    for column in range(board.COLUMNS):
        assert opening.should_steal(column) == (FIRST_CHIP_SCORES[column] < 0)


@pytest.mark.parametrize("seat", [0, 1])
def test_bot_beats_random_in_process(seat, monkeypatch):
    bot_search = opening.choose_action
    search = protocol.Search()

    def bot(my_chip, turn_index, rows, actions, limit, elapsed):
        current, mask = board.from_rows(rows, str(seat))
        action, _ = bot_search(current, mask, -2 in actions, search, None, 300)
        return action

    players = [None, None]
    players[seat] = bot
    players[1 - seat] = baselines.random_player(random.Random(seat))
    outcome = play_in_process(players, monkeypatch)
    assert outcome.scores[seat] == 10 and not outcome.faults


def test_entry_point_answers_a_scripted_game_deterministically():
    turns = (
        "0 1\n0\n"
        + ".........\n" * 7
        + "9\n"
        + "".join(f"{c}\n" for c in range(9))
        + "-1\n"
        "2\n"
        + ".........\n" * 5
        + "....1....\n....0....\n9\n"
        + "".join(f"{c}\n" for c in range(9))
        + "4\n"
    )
    environment = dict(os.environ, ARENA_NODES="2000", PYTHONPATH=str(ROOT))
    answers = []
    for _ in range(2):
        result = subprocess.run(
            [sys.executable, "-m", "sources.connect4"],
            input=turns,
            capture_output=True,
            text=True,
            cwd=ROOT,
            env=environment,
            timeout=60,
        )
        assert result.returncode == 0
        answers.append(result.stdout.split("\n"))
    assert answers[0] == answers[1]
    assert len(answers[0]) == 3 and answers[0][2] == ""
    assert all(int(answer) in range(9) for answer in answers[0][:2])


def test_book_module_names_its_generator_and_renders_the_same_data():
    text = (ROOT / "sources/connect4/opening_book.py").read_text()
    assert text.startswith("# Generated by `python -m sources.connect4.make_book ")
    command = text.split("`")[1]
    assert make_book.render(FIRST_CHIP_SCORES, BOOK, command) == text


EMPTY = "........."


def turn(index, rows, previous_action, actions=None):
    rows = [EMPTY] * (7 - len(rows)) + rows
    if actions is None:
        actions = [c for c in range(9) if rows[0][c] == "."] + (
            [-2] if index == 1 else []
        )
    return Turn(index, rows, len(actions), actions, previous_action)


def test_turns_of_a_game_with_a_steal_hold_together():
    first = turn(1, ["....0...."], 4)
    assert protocol.turn_problem(first, 1) is None
    # player 1 stole; player 0 played column 3, then player 1 column 5
    before = turn(2, ["....1...."], -2)
    assert protocol.turn_problem(before, 0) is None
    after_steal = turn(3, ["...01...."], 3)
    assert protocol.turn_problem(after_steal, 1, first) is None
    assert protocol.turn_problem(turn(4, ["...011..."], 5), 0, before) is None


@pytest.mark.parametrize(
    "bad, previous, what",
    [
        (turn(2, ["...01...."], 3), None, "turnIndex: 2 is not player 1's"),
        (turn(5, [".1.0.0..."], 1), turn(1, ["...0....."], 3), "turnIndex: 5 after 1"),
        (turn(3, ["...0.2..."], 5), None, "boardRows: expected 9 of '.01'"),
        (turn(3, ["...0.....", ".....1..."], 5), None, "floats in column 3"),
        (turn(3, ["...00...."], 4), None, "2 0s and 0 1s"),
        (turn(3, ["...01...."], 3, [0, 1, 2, 3, 3, 4, 5, 6, 7]), None, "actions"),
        (turn(3, ["...01...."], 4), None, "oppPreviousAction: 4"),
        # a line lost between the last action and the opponent's: the next turnIndex
        # reads as an action; a chip in that column, but not a new one
        (turn(5, ["...0.....", ".1.01...."], 1), turn(3, [".1.0....."], 3), "1 is not"),
    ],
)
def test_turns_that_do_not_hold_name_their_problem(bad, previous, what):
    offset, problem = protocol.turn_problem(bad, 1, previous)
    assert what in problem


def test_bad_input_stops_the_bot_with_one_line():
    turns = (
        "1 0\n1\n"
        + ".........\n" * 6
        + "....0....\n10\n0\n1\n2\n3\n4\n5\n6\n7\n8\n-2\n7\n"
    )
    result = subprocess.run(
        [sys.executable, "-m", "sources.connect4"],
        input=turns,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, ARENA_NODES="200", PYTHONPATH=str(ROOT)),
        timeout=60,
    )
    assert result.returncode == 0 and result.stdout == ""
    assert result.stderr.splitlines() == [
        "connect4: bad input, stopping: input line 21:"
        " oppPreviousAction: 7 is not the opponent's last action"
    ]


def test_pondering_bot_answers_each_turn_once_and_stops_at_the_end_of_input():
    """Without a node budget the bot thinks on the opponent's time: it must still answer
    every turn once, as soon as it arrives, and exit cleanly when the input ends while it
    is thinking."""
    environment = {k: v for k, v in os.environ.items() if k != "ARENA_NODES"}
    environment["PYTHONPATH"] = str(ROOT)
    bot = subprocess.Popen(
        [sys.executable, "-m", "sources.connect4"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        env=environment,
    )
    actions = "9\n" + "".join(f"{c}\n" for c in range(9))
    bot.stdin.write(b"0 1\n0\n" + b".........\n" * 7 + actions.encode() + b"-1\n")
    bot.stdin.flush()
    first = int(bot.stdout.readline())
    # the opponent "thinks" while the bot ponders, then plays on top of column 4
    time.sleep(0.3)
    rows = [".........\n"] * 7
    rows[6] = "".join("0" if c == first else "1" if c == 4 else "." for c in range(9))
    if first == 4:
        rows[5] = "....1....\n"
        rows[6] = "....0....\n"
    else:
        rows[6] += "\n"
    bot.stdin.write(("2\n" + "".join(rows) + actions + "4\n").encode())
    bot.stdin.flush()
    second = int(bot.stdout.readline())
    time.sleep(0.3)
    bot.stdin.close()
    assert bot.wait(timeout=30) == 0
    assert bot.stdout.read() == b""
    assert first in range(9) and second in range(9)
    assert b"Traceback" not in bot.stderr.read()

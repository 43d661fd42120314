"""The bot and the baselines as players: whole games on the local referee in-process, and
runs of the real entry point."""

import io
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from bundler.referees import connect4 as referee
from sources.connect4 import baselines, board, opening, protocol
from sources.connect4.opening_book import BOOK, FIRST_CHIP_SCORES

ROOT = Path(__file__).resolve().parents[2]


def play_in_process(players, monkeypatch):
    """One referee game between `choose` functions, each fed through `play_turns` with its
    own stdin/stdout, one turn at a time."""
    game = referee.play(0, {})
    prompt = next(game)
    while True:
        monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(prompt.lines) + "\n"))
        monkeypatch.setattr(sys, "stdout", io.StringIO())
        protocol.play_turns(players[prompt.seat])
        answer = sys.stdout.getvalue().splitlines()[0]
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
    negamax = baselines.negamax_player(random.Random(1))
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


def test_steal_exactly_when_the_first_chip_favours_its_owner():
    for column in range(board.COLUMNS):
        assert opening.should_steal(column) == (FIRST_CHIP_SCORES[column] < 0)


@pytest.mark.parametrize("seat", [0, 1])
def test_bot_beats_random_in_process(seat, monkeypatch):
    bot_search = opening.choose_action
    search = protocol.Search()

    def bot(my_chip, turn_index, rows, actions, limit, elapsed):
        # each prompt starts `play_turns` afresh, so the chip comes from the seat
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

"""The statistics behind the results table: intervals that take each rotation group (the
games sharing a seed, so a start position) as one unit."""

import math

import pytest

from bundler.arena.match import GameRecord
from bundler.arena.referees.base import Outcome
from bundler.arena.statistics import (
    BotStats,
    mean_and_margin,
    percentile,
    relaxed_limits_line,
    results_table,
)
from bundler.arena.turns import Turn

Z95 = 1.959963984540054


def test_percentile():
    assert percentile([5.0, 1.0, 3.0], 0.99) == 5.0
    assert percentile(list(range(1, 201)), 0.99) == 198


def test_independent_games_give_the_usual_interval():
    mean, margin = mean_and_margin([[1.0], [0.0], [1.0], [0.0]])
    assert mean == 0.5 and 0.56 < margin < 0.57


def test_games_that_share_a_start_position_count_as_one_unit():
    """Per game, both match-ups below are 50 wins in 100 games (margin ±9.8). A group
    won or lost whole (a start that decides the game whoever sits where) has only 50
    independent results: the interval widens by sqrt(2). A group split 1-0 every time
    (a start that wins for White, played with colours swapped) shows no spread at all.
    """
    whole = [[1.0, 1.0]] * 25 + [[0.0, 0.0]] * 25
    split = [[1.0, 0.0]] * 50
    per_game = [[result] for group in whole for result in group]
    assert mean_and_margin(per_game) == pytest.approx((0.5, 0.0985), abs=1e-4)
    mean, margin = mean_and_margin(whole)
    assert mean == 0.5
    assert margin == pytest.approx(Z95 * math.sqrt(0.25 * 50 / 49 / 50))
    assert margin == pytest.approx(
        math.sqrt(2) * mean_and_margin(per_game)[1], rel=0.01
    )
    assert mean_and_margin(split) == (0.5, 0.0)


def test_a_group_cut_short_weighs_by_its_games():
    mean, margin = mean_and_margin([[1.0, 1.0], [0.0, 0.0], [1.0]])
    assert mean == pytest.approx(3 / 5)
    assert 0 < margin < math.inf
    assert mean_and_margin([[1.0, 0.0]]) == (0.5, math.inf)
    assert mean_and_margin([]) == (0.0, 0.0)


def record(seed: int, start: str, scores: list[float]) -> GameRecord:
    turns = [[Turn(1, ("x",), 0.05, elapsed=0.01), Turn(2, ("x",), 0.05, elapsed=0.07)]]
    return GameRecord(seed, start, ["a", "b"], turns * 2, Outcome(scores, "done"))


def test_results_are_grouped_by_seed_and_start_positions_counted():
    bot = BotStats("A", "a")
    # Seeds 1 and 2 give the same start position: two groups, one position.
    for seed, start, scores in [
        (1, "RNBQKBNR", [1.0, 0.0]),
        (1, "RNBQKBNR", [0.0, 1.0]),
        (2, "RNBQKBNR", [1.0, 0.0]),
        (2, "RNBQKBNR", [1.0, 0.0]),
        (3, "BBQNNRKR", [0.0, 1.0]),
        (3, "BBQNNRKR", [0.0, 1.0]),
    ]:
        bot.add_game(0, record(seed, start, scores))
    assert bot.groups(bot.points) == [[1.0, 0.0], [1.0, 1.0], [0.0, 0.0]]
    table = results_table([bot])
    assert "6 games in 3 rotation groups, 2 distinct start positions" in table
    assert "each rotation group (games sharing a seed) one unit" in table


def test_relaxed_limits_are_flagged_with_the_answers_they_forgave():
    bot = BotStats("A", "a")
    bot.add_game(0, record(1, "start", [1.0, 0.0]))
    assert relaxed_limits_line(bot, 1.0, 0.05) is None
    warning = relaxed_limits_line(bot, 4.0, 0.05)
    assert warning.startswith("WARNING: time limits relaxed x4")
    assert "A answered 1 times over the arena's 50 ms" in warning

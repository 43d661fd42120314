"""SPRT and Elo estimates: clear cases stop early, simulated matches keep the error rates,
games sharing a start position weigh as one unit."""

import math
import random

import pytest

from bundler.arena.sprt import (
    SprtSettings,
    elo_estimate,
    elo_of_score,
    expected_score,
    sprt,
)

SETTINGS = SprtSettings(elo0=0, elo1=50, alpha=0.05, beta=0.05)


def singles(results: list[float]) -> list[list[float]]:
    """Each game its own group: independent games."""
    return [[result] for result in results]


def test_expected_score_and_elo_are_inverse():
    assert expected_score(0) == 0.5
    assert elo_of_score(0.75) == pytest.approx(190.85, abs=0.01)
    for elo in (-400, -35, 0, 10, 250):
        assert elo_of_score(expected_score(elo)) == pytest.approx(elo)
    assert elo_of_score(1.0) == math.inf and elo_of_score(0.0) == -math.inf


def test_bounds_are_walds():
    assert SETTINGS.upper_bound == pytest.approx(math.log(19))
    assert SETTINGS.lower_bound == pytest.approx(-math.log(19))


def test_a_run_of_wins_or_losses_decides_within_a_few_games():
    wins = next(n for n in range(2, 100) if sprt(singles([1.0] * n), SETTINGS).verdict)
    losses = next(
        n for n in range(2, 100) if sprt(singles([0.0] * n), SETTINGS).verdict
    )
    assert sprt(singles([1.0] * wins), SETTINGS).verdict == "H1" and wins <= 12
    assert sprt(singles([0.0] * losses), SETTINGS).verdict == "H0" and losses <= 12
    assert sprt(singles([1.0, 0.0]), SETTINGS).verdict is None


def simulated_verdicts(true_elo: float, runs: int, seed: int) -> list[str | None]:
    """Play trinomial games (20% draws) until the test decides (at most 20,000)."""
    rng = random.Random(seed)
    score = expected_score(true_elo)
    draw = 0.2
    win = score - draw / 2
    verdicts = []
    for _ in range(runs):
        results: list[float] = []
        verdict = None
        while verdict is None and len(results) < 20_000:
            for _ in range(20):  # the state is checked every 20 games, as `play` does
                x = rng.random()
                results.append(1.0 if x < win else 0.5 if x < win + draw else 0.0)
            verdict = sprt(singles(results), SETTINGS).verdict
        verdicts.append(verdict)
    return verdicts


def test_error_rates_hold_in_simulated_matches():
    at_h0 = simulated_verdicts(0, 100, seed=1)
    at_h1 = simulated_verdicts(50, 100, seed=2)
    assert at_h0.count("H1") <= 10  # alpha = 5%, with room for sampling noise
    assert at_h1.count("H0") <= 10  # beta = 5%
    assert None not in at_h0 + at_h1


def test_a_much_stronger_bot_is_accepted_fast():
    rng = random.Random(3)
    results: list[float] = []
    while sprt(singles(results), SETTINGS).verdict is None:
        results.append(1.0 if rng.random() < expected_score(300) else 0.0)
    assert sprt(singles(results), SETTINGS).verdict == "H1" and len(results) < 60


def test_games_won_or_lost_whole_per_group_are_weaker_evidence():
    """The same 30 wins and 10 losses: as 40 independent games they accept H1; in pairs
    that share a start position and always end alike, they are 20 results, not 40."""
    results = [1.0] * 30 + [0.0] * 10
    pairs = [results[i : i + 2] for i in range(0, len(results), 2)]
    assert sprt(pairs, SETTINGS).llr < sprt(singles(results), SETTINGS).llr
    assert sprt(pairs, SETTINGS).games == 40
    single_estimate, pair_estimate = elo_estimate(singles(results)), elo_estimate(pairs)
    assert pair_estimate.elo == pytest.approx(single_estimate.elo)
    assert pair_estimate.low < single_estimate.low < single_estimate.high
    assert single_estimate.high < pair_estimate.high


def test_elo_estimate_brackets_the_truth():
    estimate = elo_estimate(singles([1.0] * 75 + [0.0] * 25))
    assert estimate.elo == pytest.approx(190.85, abs=0.01)
    assert estimate.low < estimate.elo < estimate.high
    assert estimate.low > 90 and estimate.high < 330


def test_settings_are_checked():
    with pytest.raises(ValueError, match="elo0 < elo1"):
        SprtSettings(elo0=10, elo1=5)
    with pytest.raises(ValueError, match="error rates"):
        SprtSettings(elo0=0, elo1=5, alpha=0.7)

"""Sequential testing of a bot's strength: SPRT between two Elo hypotheses, and Elo
differences with confidence intervals.

A game's result for the tested bot is its share of the points, in [0, 1] (a two-player win
is 1, a draw 0.5; in a three-player game, points over the most points one game gives). The
test is the generalized SPRT of chess engine testing (Fishtest, cutechess-cli): with the
sample mean `m` and variance `v` of the results after N games, the log-likelihood ratio of
"expected score s1" against "expected score s0" is approximately

    LLR = N (s1 - s0) (2m - s0 - s1) / (2v)

where s = 1 / (1 + 10^(-elo/400)) turns each hypothesis' Elo difference into an expected
score. Wald's bounds for error rates alpha (accepting H1 when H0 holds) and beta (the
reverse) are ln(beta / (1 - alpha)) and ln((1 - beta) / alpha): the test stops as soon as the
LLR leaves them, which takes far fewer games than a fixed sample of the same power when one
bot is clearly better or worse.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

Z95 = 1.959963984540054


def expected_score(elo: float) -> float:
    return 1 / (1 + 10 ** (-elo / 400))


def elo_of_score(score: float) -> float:
    """The Elo difference that gives `score`; +-inf at the ends."""
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400 * math.log10(1 / score - 1)


@dataclass(frozen=True)
class SprtSettings:
    elo0: float  # H0: the bot is this much better (usually 0)
    elo1: float  # H1: the bot is this much better
    alpha: float = 0.05
    beta: float = 0.05

    def __post_init__(self) -> None:
        if not self.elo0 < self.elo1:
            raise ValueError(f"SPRT needs elo0 < elo1, got {self.elo0} and {self.elo1}")
        if not (0 < self.alpha < 0.5 and 0 < self.beta < 0.5):
            raise ValueError("SPRT error rates must be between 0 and 0.5")

    @property
    def lower_bound(self) -> float:
        return math.log(self.beta / (1 - self.alpha))

    @property
    def upper_bound(self) -> float:
        return math.log((1 - self.beta) / self.alpha)


@dataclass(frozen=True)
class SprtState:
    games: int
    llr: float
    lower_bound: float
    upper_bound: float

    @property
    def verdict(self) -> str | None:
        """ "H1" (accept: better by elo1), "H0" (reject) or None (play on)."""
        if self.llr >= self.upper_bound:
            return "H1"
        if self.llr <= self.lower_bound:
            return "H0"
        return None


def sprt(results: Sequence[float], settings: SprtSettings) -> SprtState:
    """The test's state after `results` (the tested bot's score per game, in [0, 1])."""
    count = len(results)
    state = SprtState(count, 0.0, settings.lower_bound, settings.upper_bound)
    if count < 2:
        return state
    # One win and one loss are added (a uniform prior): a short run of equal results has no
    # variance of its own, and without the prior two wins would look like certainty.
    padded = [*results, 1.0, 0.0]
    mean = sum(padded) / len(padded)
    variance = sum((x - mean) ** 2 for x in padded) / len(padded)
    s0, s1 = expected_score(settings.elo0), expected_score(settings.elo1)
    llr = len(padded) * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance)
    return SprtState(count, llr, settings.lower_bound, settings.upper_bound)


@dataclass(frozen=True)
class EloEstimate:
    elo: float
    low: float  # 95% confidence interval
    high: float


def elo_estimate(results: Sequence[float]) -> EloEstimate:
    """The Elo difference the mean score shows, with a 95% interval (normal approximation of
    the mean, mapped through the logistic curve)."""
    count = len(results)
    if count == 0:
        return EloEstimate(0.0, -math.inf, math.inf)
    mean = sum(results) / count
    variance = sum((x - mean) ** 2 for x in results) / count
    margin = Z95 * math.sqrt(variance / count)
    return EloEstimate(
        elo_of_score(mean), elo_of_score(mean - margin), elo_of_score(mean + margin)
    )

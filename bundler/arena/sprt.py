"""Sequential testing of a bot's strength: SPRT between two Elo hypotheses, and Elo
differences with confidence intervals.

A game's result for the tested bot is its share of the points, in [0, 1] (a two-player win
is 1, a draw 0.5; in a three-player game, points over the most points one game gives). The
test is the generalized SPRT of chess engine testing (Fishtest, cutechess-cli): with the
mean score `m` and the variance `v/N` of that mean after N games, the log-likelihood ratio
of "expected score s1" against "expected score s0" is approximately

    LLR = N (s1 - s0) (2m - s0 - s1) / (2v)

The games of a rotation group share a start position and are not independent, so `v/N`
is estimated with each group as one unit (`statistics.mean_and_standard_error`), as
fishtest's pentanomial model does with game pairs.

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

from .statistics import CONFIDENCE, mean_and_standard_error, two_sided_z


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


def sprt(groups: Sequence[Sequence[float]], settings: SprtSettings) -> SprtState:
    """The test's state after `groups` (the tested bot's score per game, in [0, 1], in
    groups of games that shared a start position)."""
    count = sum(len(group) for group in groups)
    state = SprtState(count, 0.0, settings.lower_bound, settings.upper_bound)
    if count < 2:
        return state
    # A group of wins and one of losses are added (a uniform prior): a short run of equal
    # results has no variance of its own, and without the prior two wins would look like
    # certainty.
    size = max(len(group) for group in groups)
    padded = [*groups, [1.0] * size, [0.0] * size]
    mean, error = mean_and_standard_error(padded)
    s0, s1 = expected_score(settings.elo0), expected_score(settings.elo1)
    llr = (s1 - s0) * (2 * mean - s0 - s1) / (2 * error**2)
    return SprtState(count, llr, settings.lower_bound, settings.upper_bound)


@dataclass(frozen=True)
class EloEstimate:
    elo: float
    low: float  # 95% confidence interval
    high: float


def elo_estimate(
    groups: Sequence[Sequence[float]], confidence: float = CONFIDENCE
) -> EloEstimate:
    """The Elo difference the mean score shows, with its confidence interval (normal
    approximation of the mean, each group of games one unit, mapped through the logistic
    curve)."""
    if not any(groups):
        return EloEstimate(0.0, -math.inf, math.inf)
    mean, error = mean_and_standard_error(groups)
    margin = two_sided_z(confidence) * error
    return EloEstimate(
        elo_of_score(mean), elo_of_score(mean - margin), elo_of_score(mean + margin)
    )

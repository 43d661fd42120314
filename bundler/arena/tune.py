"""Tuning a bot's parameters by SPSA, and proving a tuning with a paired SPRT.

SPSA (simultaneous perturbation stochastic approximation, the method fishtest tunes
Stockfish with): each iteration moves every parameter at once by +-c_k (a random sign
each), plays the bot so perturbed both ways against the same opponents on the same start
(one rotation group each, the same seed: the start position cancels out of the
difference), and steps every parameter along its sign by a_k times the difference in mean
score over 2 c_k. The gains shrink as in fishtest: c_k = c / k^0.101 and a_k = a / (A + k)^0.602
with A a tenth of the iterations, set from the last iteration's perturbation (`c_end`)
and rate (`r_end` = a_end / c_end^2). Parameters move as fractions of their ranges, so one
setting suits all of them.

The proof plays the tuned and the untuned bot on the same starts and seatings against the
same opponents: a pair scores 1 when the tuned bot did better in its game, 0.5 when both
did as well, 0 when worse, and the SPRT of `bundler.arena.sprt` decides on those pairs
(each rotation group one unit), so "better by ELO1" reads as for two bots head to head.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from statistics import fmean
from typing import Callable, Sequence

from .executors import Bot, GameExecutor, GameTask, PlayedGame
from .games import MatchSettings
from .runner import game_task, play_games
from .schedule import schedule
from .sprt import SprtSettings, SprtState, sprt
from .tunables import Tunable

ALPHA = 0.602  # a_k's decay, as fishtest and Spall's guidelines
GAMMA = 0.101  # c_k's decay


@dataclass(frozen=True)
class SpsaSettings:
    iterations: int
    c_end: float = 0.1  # the last perturbation, as a fraction of each range
    r_end: float = 0.5  # a_end / c_end^2: the last step per unit of score difference
    seed: int = 1

    def perturbation(self, k: int) -> float:
        return self.c_end * (self.iterations / k) ** GAMMA

    def step(self, k: int) -> float:
        stability = self.iterations / 10
        a_end = self.r_end * self.c_end**2
        return a_end * ((stability + self.iterations) / (stability + k)) ** ALPHA


@dataclass
class Iteration:
    number: int
    values: dict[str, float]  # before the step
    plus: dict[str, float]
    minus: dict[str, float]
    plus_score: float
    minus_score: float


def spsa(
    tunables: Sequence[Tunable],
    settings: SpsaSettings,
    scores: Callable[[int, dict[str, float], dict[str, float]], tuple[float, float]],
    report: Callable[[Iteration], None],
) -> dict[str, float]:
    """Tune `tunables` from their current values; `scores(k, plus, minus)` plays
    iteration k's two candidates and returns each one's mean score."""
    rng = random.Random(settings.seed)
    position = {t.name: t.fraction(t.value) for t in tunables}
    for k in range(1, settings.iterations + 1):
        c_k = settings.perturbation(k)
        signs = {t.name: rng.choice((-1, 1)) for t in tunables}
        plus = _values(tunables, position, signs, c_k)
        minus = _values(tunables, position, signs, -c_k)
        plus_score, minus_score = scores(k, plus, minus)
        report(
            Iteration(
                k,
                {t.name: t.at(position[t.name]) for t in tunables},
                plus,
                minus,
                plus_score,
                minus_score,
            )
        )
        gradient_step = settings.step(k) * (plus_score - minus_score) / (2 * c_k)
        for tunable in tunables:
            moved = position[tunable.name] + gradient_step * signs[tunable.name]
            position[tunable.name] = min(1.0, max(0.0, moved))
    return {t.name: t.at(position[t.name]) for t in tunables}


def _values(
    tunables: Sequence[Tunable],
    position: dict[str, float],
    signs: dict[str, int],
    shift: float,
) -> dict[str, float]:
    return {
        t.name: t.at(min(1.0, max(0.0, position[t.name] + shift * signs[t.name])))
        for t in tunables
    }


def play_paired(
    executor: GameExecutor,
    settings: MatchSettings,
    candidates: Sequence[Bot],
    opponents: Sequence[Bot],
    groups: Sequence[int],
    match_seed: int,
) -> list[list[list[float]]]:
    """Each candidate against `opponents` in every seating of rotation groups `groups`
    (seeds from `match_seed`): per candidate, per group, the candidate's score in each
    seating (the same seatings in the same order for every candidate)."""
    seats = 1 + len(opponents)
    games = [
        game
        for group in groups
        for game in schedule(1, seats, match_seed, first_group=group)
    ]
    wanted = [
        (candidate, position)
        for candidate in range(len(candidates))
        for position in range(len(games))
    ]
    scores: dict[tuple[int, int], float] = {}

    def task(item: tuple[int, int]) -> GameTask:
        candidate, position = item
        line_up = [candidates[candidate], *opponents]
        return game_task(settings, line_up, games[position])

    def record(item: tuple[int, int], played: PlayedGame) -> bool:
        candidate, position = item
        seat = games[position].seating.index(0)
        scores[item] = played.record.outcome.scores[seat]
        return False

    if play_games(executor, wanted, task, record, lambda item: item[1] + 1):
        raise RuntimeError("a game failed with a referee error (see stderr)")
    per_group = len(games) // len(groups)
    return [
        [
            [
                scores[(candidate, position)]
                for position in range(start, start + per_group)
            ]
            for start in range(0, len(games), per_group)
        ]
        for candidate in range(len(candidates))
    ]


@dataclass
class PairedTest:
    """The tuned bot against the untuned one, pair by pair."""

    test: SprtSettings
    tuned: list[list[float]] = field(default_factory=list)  # scores, per group
    untuned: list[list[float]] = field(default_factory=list)

    def add(self, tuned: list[list[float]], untuned: list[list[float]]) -> None:
        self.tuned += tuned
        self.untuned += untuned

    @property
    def pairs(self) -> list[list[float]]:
        return [
            [_pair_score(mine, theirs) for mine, theirs in zip(tuned, untuned)]
            for tuned, untuned in zip(self.tuned, self.untuned)
        ]

    @property
    def state(self) -> SprtState:
        return sprt(self.pairs, self.test)

    @property
    def games(self) -> int:
        return sum(map(len, self.tuned)) + sum(map(len, self.untuned))


def _pair_score(tuned: float, untuned: float) -> float:
    return 1.0 if tuned > untuned else 0.5 if tuned == untuned else 0.0


def mean_score(groups: Sequence[Sequence[float]]) -> float:
    return fmean(score for group in groups for score in group)

"""A match's numbers per bot: results, faults and answer times, their means with 95%
confidence intervals and percentiles, and the results table `play` and `record` print.

Games of one rotation group share a seed, so a start position, and their results are not
independent (a lopsided Chess960 start wins for whoever has White, in both seatings). The
intervals therefore take each group as one unit, as fishtest's pentanomial model takes a
game pair: the spread of the groups' results, not of the games'.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass, field
from statistics import NormalDist, fmean, stdev
from typing import Sequence

from .match import GameRecord

CONFIDENCE = 0.95


@dataclass
class BotStats:
    label: str
    command: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    scores: list[float] = field(default_factory=list)
    points: list[float] = field(default_factory=list)  # 1 win, 0.5 draw, 0 loss
    seeds: list[int] = field(default_factory=list)  # per game, as `points`
    start_positions: list[str] = field(default_factory=list)  # per game, as `points`
    timeouts: int = 0
    illegal: int = 0
    crashes: int = 0
    early_output: int = 0
    answer_times: list[float] = field(
        default_factory=list
    )  # excluding each game's first
    first_answer_times: list[float] = field(default_factory=list)

    def add_game(self, seat: int, record: GameRecord) -> None:
        scores = record.outcome.scores
        best = max(scores)
        self.games += 1
        self.seeds.append(record.seed)
        self.start_positions.append(record.start_position)
        self.scores.append(scores[seat])
        if scores[seat] < best:
            self.losses += 1
            self.points.append(0.0)
        elif scores.count(best) > 1:
            self.draws += 1
            self.points.append(0.5)
        else:
            self.wins += 1
            self.points.append(1.0)
        for fault in record.runner_faults:
            if fault.seat == seat:
                if fault.kind == "timeout":
                    self.timeouts += 1
                elif fault.kind == "crash":
                    self.crashes += 1
                elif fault.kind == "early-output":
                    self.early_output += 1
        self.illegal += sum(
            1
            for fault in record.outcome.faults
            if fault.seat == seat and fault.kind == "illegal"
        )
        times = [t.elapsed for t in record.turns[seat] if t.elapsed is not None]
        if times:
            self.first_answer_times.append(times[0])
            self.answer_times.extend(times[1:])

    def groups(self, per_game: Sequence[float]) -> list[list[float]]:
        """`per_game` values (e.g. `points`) split by the seed their games shared."""
        by_seed: dict[int, list[float]] = defaultdict(list)
        for seed, value in zip(self.seeds, per_game, strict=True):
            by_seed[seed].append(value)
        return list(by_seed.values())


def mean_and_standard_error(groups: Sequence[Sequence[float]]) -> tuple[float, float]:
    """The mean per game over all groups, and its standard error with each group one unit.

    Each group's total is compared with what the mean predicts for its size; with groups of
    equal size this is the standard deviation of the group means over the square root of
    their number, and a group cut short (a match stopped mid-group) still weighs by size.
    """
    sizes = [len(group) for group in groups if group]
    totals = [math.fsum(group) for group in groups if group]
    if not sizes:
        return 0.0, 0.0
    mean = math.fsum(totals) / sum(sizes)
    if len(sizes) < 2:
        return mean, math.inf
    residuals = [total - mean * size for total, size in zip(totals, sizes)]
    # The residuals sum to zero by construction: their mean is known, not estimated.
    spread = stdev(residuals, xbar=0.0)
    return mean, spread / (fmean(sizes) * math.sqrt(len(sizes)))


def two_sided_z(confidence: float = CONFIDENCE) -> float:
    return NormalDist().inv_cdf((1 + confidence) / 2)


def mean_and_margin(
    groups: Sequence[Sequence[float]], confidence: float = CONFIDENCE
) -> tuple[float, float]:
    """Mean per game and the half-width of its confidence interval (normal approximation,
    each group of games one unit)."""
    mean, error = mean_and_standard_error(groups)
    return mean, two_sided_z(confidence) * error


def percentile(values: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile (0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def results_table(stats: Sequence[BotStats]) -> str:
    header = (
        "bot",
        "games",
        "W",
        "D",
        "L",
        "points %",
        "mean score",
        "timeouts",
        "illegal",
        "crashes",
        "early",
        "p99 ms",
        "max ms",
        "1st max ms",
    )
    rows = [header]
    for bot in stats:
        points, points_margin = mean_and_margin(bot.groups(bot.points))
        score, score_margin = mean_and_margin(bot.groups(bot.scores))
        rows.append(
            (
                bot.label,
                str(bot.games),
                str(bot.wins),
                str(bot.draws),
                str(bot.losses),
                f"{100 * points:.1f} ±{100 * points_margin:.1f}",
                f"{score:.3g} ±{score_margin:.2g}",
                str(bot.timeouts),
                str(bot.illegal),
                str(bot.crashes),
                str(bot.early_output),
                f"{1000 * percentile(bot.answer_times, 0.99):.1f}",
                f"{1000 * max(bot.answer_times, default=0.0):.1f}",
                f"{1000 * max(bot.first_answer_times, default=0.0):.1f}",
            )
        )
    widths = [max(len(row[column]) for row in rows) for column in range(len(header))]
    lines = [
        "  ".join(cell.rjust(width) for cell, width in zip(row, widths)) for row in rows
    ]
    lines.append("")
    lines += [f"{bot.label} = {bot.command}" for bot in stats]
    if stats:
        lines.append(sample_line(stats[0]))
    lines.append(
        f"W/D/L: highest score of the game wins, a shared highest score draws."
        f" ±: {100 * CONFIDENCE:g}% confidence interval, each rotation group (games sharing"
        f" a seed) one unit. p99 and max exclude each game's first answer (1st max)."
    )
    return "\n".join(lines)


def sample_line(bot: BotStats) -> str:
    """How many independent units a match's figures rest on (every bot of a match played
    the same games)."""
    return (
        f"{bot.games} games in {len(set(bot.seeds))} rotation groups,"
        f" {len(set(bot.start_positions))} distinct start positions"
    )


def relaxed_limits_line(
    bot: BotStats, time_factor: float, turn_time: float
) -> str | None:
    """A warning for a match played with multiplied limits: how many of `bot`'s answers
    came later than the arena allows, each of which the arena would count as a loss."""
    if time_factor == 1:
        return None
    late = sum(elapsed > turn_time for elapsed in bot.answer_times)
    return (
        f"WARNING: time limits relaxed x{time_factor:g}, not the arena's: {bot.label} answered"
        f" {late} times over the arena's {1000 * turn_time:g} ms (each a lost game there)"
    )

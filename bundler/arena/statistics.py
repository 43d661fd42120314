"""A match's numbers per bot: results, faults and answer times, their means with 95%
confidence intervals and percentiles, and the results table `play` and `record` print.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Sequence

from .match import GameRecord


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


def mean_and_margin(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal approximation)."""
    if not values:
        return 0.0, 0.0
    mean = sum(values) / len(values)
    if len(values) < 2:
        return mean, math.inf
    variance = sum((value - mean) ** 2 for value in values) / (len(values) - 1)
    return mean, 1.96 * math.sqrt(variance / len(values))


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
        points, points_margin = mean_and_margin(bot.points)
        score, score_margin = mean_and_margin(bot.scores)
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
    lines.append(
        "W/D/L: highest score of the game wins, a shared highest score draws. ±: 95% confidence"
        " interval. p99 and max exclude each game's first answer (1st max)."
    )
    return "\n".join(lines)

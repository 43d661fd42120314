"""`python -m bundler play ARENA BOT BOT [BOT]`: play bots against each other on the arena's
local referee and print a results table.

Seats rotate fairly: games come in rotation groups of every seating order (2 for two seats,
6 for three), all games of a group share one seed (`--seed` + group number), so seat order is
the only difference inside a group. `--games` is rounded up to whole groups. Every game's
transcripts (one file per bot) are written under `--out`, with `games.tsv` (one line per
game) and `results.log` (the table).
"""

from __future__ import annotations

import argparse
import itertools
import math
import sys
import tempfile
import time
import traceback
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

from . import referees
from .match import GameRecord, play_game
from .referees.base import RefereeModule
from ..config import Arena, load_project
from .transcript import Transcript, write_transcript

BOT_LABELS = "ABCDEFGH"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("arena", help="arena name from the registry (see `list`)")
    parser.add_argument(
        "bots", nargs="+", metavar="BOT", help="bot command, one per seat"
    )
    add_match_arguments(parser)
    parser.add_argument(
        "--games", type=int, default=10, help="games to play (default 10)"
    )
    parser.add_argument(
        "--out", type=Path, help="directory for transcripts (default: a new temp dir)"
    )
    parser.add_argument(
        "--view",
        type=Path,
        metavar="DIR",
        help="also write one HTML page per game and DIR/index.html",
    )


def add_match_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--seed",
        type=int,
        default=1,
        help="rotation group g (every seat order once) plays seed SEED+g (default 1)",
    )
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    parser.add_argument(
        "--deterministic",
        type=int,
        metavar="NODES",
        help="set ARENA_NODES=NODES for the bots (fixed search budget)",
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="referee option (repeatable)",
    )
    parser.add_argument(
        "--time-factor",
        type=float,
        default=1.0,
        help="multiply every time limit (e.g. 3 on a loaded machine; default 1)",
    )


def parse_options(words: Sequence[str]) -> dict[str, str]:
    options = {}
    for word in words:
        key, separator, value = word.partition("=")
        if not separator or not key:
            raise SystemExit(f"--option expects KEY=VALUE, got {word!r}")
        options[key] = value
    return options


@dataclass(frozen=True)
class ScheduledGame:
    index: int  # 0-based
    seed: int
    seating: tuple[int, ...]  # bot index per seat


def schedule(games: int, seats: int, first_seed: int) -> list[ScheduledGame]:
    """Whole rotation groups covering at least `games` games."""
    orders = list(itertools.permutations(range(seats)))
    groups = max(1, math.ceil(games / len(orders)))
    return [
        ScheduledGame(group * len(orders) + position, first_seed + group, order)
        for group in range(groups)
        for position, order in enumerate(orders)
    ]


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


class Progress:
    """A one-line progress bar on stderr (a line per tenth when stderr is not a terminal)."""

    def __init__(self, total: int) -> None:
        self.total = total
        self.done = 0
        self.started = time.perf_counter()
        self.interactive = sys.stderr.isatty()

    def advance(self, status: str) -> None:
        self.done += 1
        width = 30
        filled = width * self.done // self.total
        elapsed = time.perf_counter() - self.started
        text = (
            f"[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} games"
            f"  {elapsed:.0f}s  {status}"
        )
        if self.interactive:
            sys.stderr.write(
                "\r" + text + "\x1b[K" + ("\n" if self.done == self.total else "")
            )
        elif self.done == self.total or self.done % max(1, self.total // 10) == 0:
            sys.stderr.write(text + "\n")
        sys.stderr.flush()


@dataclass
class MatchSettings:
    arena: Arena
    referee: RefereeModule
    options: dict[str, str]
    nodes: int | None
    time_factor: float
    jobs: int


def run_games(
    settings: MatchSettings,
    commands: Sequence[str],
    games: Sequence[ScheduledGame],
    out: Path,
    keep_transcript: Callable[[int], bool] = lambda bot: True,
    prefix: str = "",
) -> tuple[list[BotStats], int]:
    """Play `games`, write their transcripts and `games.tsv` (names start with `prefix`)
    under `out`; returns the stats per bot and the number of games that could not be
    played (referee errors)."""
    out.mkdir(parents=True, exist_ok=True)
    labels = [BOT_LABELS[index] for index in range(len(commands))]
    stats = [BotStats(label, command) for label, command in zip(labels, commands)]
    progress = Progress(len(games))
    errors = 0

    def play(game: ScheduledGame) -> GameRecord:
        seat_commands = [commands[bot] for bot in game.seating]
        return play_game(
            settings.referee,
            game.seed,
            settings.options,
            seat_commands,
            nodes=settings.nodes,
            time_factor=settings.time_factor,
        )

    with (
        open(out / f"{prefix}games.tsv", "w", encoding="utf-8") as table,
        ThreadPoolExecutor(max_workers=max(1, settings.jobs)) as pool,
    ):
        table.write("game\tseed\tseats\tscores\tsummary\tfaults\n")
        futures = {pool.submit(play, game): game for game in games}
        try:
            for future in as_completed(futures):
                game = futures[future]
                try:
                    record = future.result()
                except FileNotFoundError as error:
                    pool.shutdown(cancel_futures=True)
                    raise SystemExit(f"cannot start a bot: {error}") from None
                except Exception as error:
                    # A referee bug or a bad --option: the other games would fail alike.
                    errors += 1
                    sys.stderr.write(
                        f"\ngame {game.index + 1}: referee error: {error!r}\n"
                    )
                    traceback.print_exception(error, file=sys.stderr)
                    sys.stderr.write("stopping after the games in progress\n")
                    pool.shutdown(cancel_futures=True)
                    break
                seat_labels = [labels[bot] for bot in game.seating]
                for seat, bot in enumerate(game.seating):
                    stats[bot].add_game(seat, record)
                    if keep_transcript(bot):
                        name = f"{prefix}game-{game.index + 1:04d}-seat{seat}-{labels[bot]}.txt"
                        write_transcript(
                            out / name, _transcript(settings, record, seat)
                        )
                _report_faults(game, record, seat_labels)
                table.write(_games_row(game, record, seat_labels))
                table.flush()
                progress.advance(
                    "  ".join(f"{bot.label} {100 * _points(bot):.0f}%" for bot in stats)
                )
        except KeyboardInterrupt:
            sys.stderr.write("\ninterrupted: finishing the games in progress\n")
            pool.shutdown(cancel_futures=True)
            raise
    return stats, errors


def _points(bot: BotStats) -> float:
    return mean_and_margin(bot.points)[0]


def _games_row(game: ScheduledGame, record: GameRecord, seat_labels: list[str]) -> str:
    faults = "; ".join(
        f"{seat_labels[f.seat]} {f.kind}: {f.message}"
        for f in record.runner_faults + record.outcome.faults
    )
    scores = " ".join(f"{score:g}" for score in record.outcome.scores)
    return (
        f"{game.index + 1}\t{game.seed}\t{' '.join(seat_labels)}\t{scores}\t"
        f"{record.outcome.summary}\t{faults}\n"
    )


def _report_faults(
    game: ScheduledGame, record: GameRecord, seat_labels: list[str]
) -> None:
    for fault in record.runner_faults:
        sys.stderr.write(
            f"\ngame {game.index + 1} seat {fault.seat} ({seat_labels[fault.seat]}):"
            f" {fault.kind}: {fault.message}\n"
        )
        if fault.kind == "crash":
            tail = record.stderr_tails[fault.seat]
            sys.stderr.write(
                "".join(f"    | {line}\n" for line in tail) or "    (no stderr)\n"
            )


def _transcript(settings: MatchSettings, record: GameRecord, seat: int) -> Transcript:
    arena = settings.arena
    faults = [
        f"seat {f.seat} {f.kind}: {f.message}"
        for f in record.runner_faults + record.outcome.faults
    ]
    comments = []
    if any(f.seat == seat for f in record.runner_faults) and record.stderr_tails[seat]:
        comments = ["stderr (last lines):"] + record.stderr_tails[seat]
    scores = " ".join(f"{score:g}" for score in record.outcome.scores)
    return Transcript(
        arena=arena.name,
        referee=arena.referee,
        seat=seat,
        seats=len(record.commands),
        seed=record.seed,
        bot=record.commands[seat],
        nodes=settings.nodes,
        options=settings.options,
        limits=(
            f"first turn {arena.first_turn_time * 1000:g} ms, then {arena.turn_time * 1000:g} ms"
            + (f" (x{settings.time_factor:g})" if settings.time_factor != 1 else "")
        ),
        players=list(record.commands),
        result=f"scores {scores}; {record.outcome.summary}",
        faults=faults,
        turns=record.turns[seat],
        comments=comments,
    )


def match_settings(args: argparse.Namespace) -> MatchSettings:
    arena = load_project().arena(args.arena)
    return MatchSettings(
        arena=arena,
        referee=referees.load(arena.referee),
        options=parse_options(args.option),
        nodes=args.deterministic,
        time_factor=args.time_factor,
        jobs=args.jobs,
    )


def run(args: argparse.Namespace) -> int:
    settings = match_settings(args)
    seats = settings.referee.SEATS
    if len(args.bots) != seats:
        raise SystemExit(
            f"{args.arena} seats {seats} bots; got {len(args.bots)} commands"
        )
    games = schedule(args.games, seats, args.seed)
    if len(games) != args.games:
        sys.stderr.write(
            f"playing {len(games)} games: whole rotation groups of every seat order\n"
        )
    out = args.out
    if out is None:
        out = Path(tempfile.mkdtemp(prefix=f"play-{args.arena}-"))
    stats, errors = run_games(settings, args.bots, games, out)
    table = results_table(stats)
    (out / "results.log").write_text(table + "\n", encoding="utf-8")
    print(table)
    print(f"transcripts: {out}")
    if args.view is not None:
        from bundler.arena.view import write_play_pages  # only when asked: python-chess

        print(f"pages: {write_play_pages(out, len(games), args.view)}")
    if errors:
        print(f"{errors} game(s) failed with a referee error (see stderr)")
    return 1 if errors else 0

"""`python -m bundler play ARENA BOT BOT [BOT]`: play bots against each other on the arena's
local referee and print a results table.

Seats rotate fairly in groups that share a seed (`bundler.arena.schedule`: `--seed` +
group number), and `--games` is rounded up to whole groups. Every game's transcripts (one
file per bot) are written under `--out`, with `games.tsv` (one line per game) and
`results.log` (the table).
"""

from __future__ import annotations

import argparse
import math
import sys
import tempfile
import time
import traceback
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

from . import referees
from .match import GameRecord, play_game
from .referees.base import RefereeModule
from .schedule import ScheduledGame, schedule
from .sprt import SprtSettings, SprtState, elo_estimate, sprt
from .statistics import BotStats, mean_and_margin, results_table
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
        "--games",
        type=int,
        help="games to play (default 10; with --sprt the most to play, default 20000)",
    )
    parser.add_argument(
        "--sprt",
        metavar="ELO0,ELO1",
        type=sprt_bounds,
        help="stop as soon as a sequential test decides whether the first bot is better"
        " by ELO1 (H1) or only by ELO0 (H0) against the others, e.g. 0,10",
    )
    parser.add_argument(
        "--alpha", type=float, default=0.05, help="SPRT: false H1 rate (default 0.05)"
    )
    parser.add_argument(
        "--beta", type=float, default=0.05, help="SPRT: false H0 rate (default 0.05)"
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


def sprt_bounds(text: str) -> tuple[float, float]:
    try:
        elo0, elo1 = (float(word) for word in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected ELO0,ELO1, got {text!r}") from None
    return elo0, elo1


def parse_options(words: Sequence[str]) -> dict[str, str]:
    options = {}
    for word in words:
        key, separator, value = word.partition("=")
        if not separator or not key:
            raise SystemExit(f"--option expects KEY=VALUE, got {word!r}")
        options[key] = value
    return options


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
    stop: Callable[[list[BotStats]], bool] | None = None,
) -> tuple[list[BotStats], int]:
    """Play `games`, write their transcripts and `games.tsv` (names start with `prefix`)
    under `out`; returns the stats per bot and the number of games that could not be
    played (referee errors). `stop(stats)`, asked after every whole rotation group of
    games, ends the match early (games then in progress finish uncounted)."""
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
                group = math.factorial(len(commands))  # every seat order once
                if stop and stats[0].games % group == 0 and stop(stats):
                    pool.shutdown(wait=False, cancel_futures=True)
                    break
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
    test = None
    if args.sprt:
        try:
            test = SprtSettings(*args.sprt, alpha=args.alpha, beta=args.beta)
        except ValueError as error:
            raise SystemExit(f"--sprt: {error}") from None
    wanted = args.games or (20_000 if test else 10)
    games = schedule(wanted, seats, args.seed)
    if len(games) != wanted:
        sys.stderr.write(
            f"playing {len(games)} games: whole rotation groups of every seat order\n"
        )
    out = args.out
    if out is None:
        out = Path(tempfile.mkdtemp(prefix=f"play-{args.arena}-"))
    stop = (
        (lambda stats: sprt(stats[0].points, test).verdict is not None)
        if test
        else None
    )
    stats, errors = run_games(settings, args.bots, games, out, stop=stop)
    lines = [results_table(stats), elo_line(stats[0])]
    if test:
        lines.append(sprt_line(sprt(stats[0].points, test), test))
    report = "\n".join(lines)
    (out / "results.log").write_text(report + "\n", encoding="utf-8")
    print(report)
    print(f"transcripts: {out}")
    if args.view is not None:
        from bundler.arena.view import write_play_pages  # only when asked: python-chess

        print(f"pages: {write_play_pages(out, len(games), args.view)}")
    if errors:
        print(f"{errors} game(s) failed with a referee error (see stderr)")
    return 1 if errors else 0


def elo_line(bot: BotStats) -> str:
    estimate = elo_estimate(bot.points)
    return (
        f"Elo of {bot.label} against the others, from its points: {estimate.elo:+.1f}"
        f" (95% interval {estimate.low:+.1f} to {estimate.high:+.1f})"
    )


def sprt_line(state: SprtState, test: SprtSettings) -> str:
    verdict = {
        "H1": f"H1 accepted: better by {test.elo1:g} Elo or more",
        "H0": f"H0 accepted: not better than {test.elo0:g} Elo",
        None: "no decision yet (raise --games)",
    }[state.verdict]
    return (
        f"SPRT [{test.elo0:g}, {test.elo1:g}] alpha {test.alpha:g} beta {test.beta:g}:"
        f" LLR {state.llr:.2f} in ({state.lower_bound:.2f}, {state.upper_bound:.2f})"
        f" after {state.games} games: {verdict}"
    )

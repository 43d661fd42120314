"""`python -m bundler play ARENA BOT BOT [BOT]`: play bots against each other on the arena's
local referee and print a results table.

Seats rotate fairly in groups that share a seed (`bundler.arena.schedule`: a hash of
`--seed` and the group number), and `--games` is rounded up to whole groups; intervals and
the SPRT take each group as one unit. Every game's transcripts (one file per bot) are
written under `--out`, with `games.tsv` (one line per game), `workers.tsv` (where each game
was played), `journal.jsonl` (what `--resume` continues from) and `results.log` (the table).

Games are played by `--jobs` threads here, or on a Dask cluster with `--cluster`
(`bundler.arena.cluster`); the results and files are the same either way.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from ..arena.executors import GameExecutor, LocalExecutor, bot_of
from ..arena.games import MatchSettings, add_match_arguments, match_settings
from ..arena.runner import run_match
from ..arena.schedule import schedule
from ..arena.sprt import SprtSettings, SprtState, elo_estimate, sprt
from ..arena.statistics import CONFIDENCE, BotStats, relaxed_limits_line, results_table
from ..config import UsageError


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
        "--cluster",
        metavar="ADDRESS",
        help="play the games on a Dask cluster: a scheduler's tcp://HOST:8786, or local:N"
        " to start N workers here (needs arena-bundler[cluster]; docs/cluster.md)",
    )
    parser.add_argument(
        "--resume",
        type=Path,
        metavar="DIR",
        help="go on with the interrupted match in DIR (its --out), started by this same"
        " command: only the games it is missing are played",
    )
    parser.add_argument(
        "--view",
        type=Path,
        metavar="DIR",
        help="also write one HTML page per game and DIR/index.html",
    )


def sprt_bounds(text: str) -> tuple[float, float]:
    try:
        elo0, elo1 = (float(word) for word in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected ELO0,ELO1, got {text!r}") from None
    return elo0, elo1


def run(args: argparse.Namespace) -> int:
    settings = match_settings(args)
    seats = settings.referee.SEATS
    if len(args.bots) != seats:
        raise UsageError(
            f"BOT: {args.arena} seats {seats} bots, one command each;"
            f" got {len(args.bots)}"
        )
    test = None
    if args.sprt:
        try:
            test = SprtSettings(*args.sprt, alpha=args.alpha, beta=args.beta)
        except ValueError as error:
            raise UsageError(f"--sprt: {error}") from None
    wanted = args.games or (20_000 if test else 10)
    games = schedule(wanted, seats, args.seed)
    if len(games) != wanted:
        sys.stderr.write(
            f"playing {len(games)} games: whole rotation groups of every seat order\n"
        )
    if args.resume is not None and args.out is not None:
        raise UsageError("--resume DIR continues in DIR: give no --out with it")
    out = args.resume or args.out
    if out is None:
        out = Path(tempfile.mkdtemp(prefix=f"play-{args.arena}-"))
    stop = (
        (lambda stats: first_bot_sprt(stats, test).verdict is not None)
        if test
        else None
    )
    executor = open_executor(args.cluster, settings, args.bots)
    try:
        stats, errors = run_match(
            settings,
            args.bots,
            games,
            out,
            executor,
            ship_bots=args.cluster is not None,
            stop=stop,
            resume=args.resume is not None,
        )
    finally:
        executor.close()
    lines = [results_table(stats), elo_line(stats[0])]
    if test:
        lines.append(sprt_line(first_bot_sprt(stats, test), test))
    for bot in stats:
        warning = relaxed_limits_line(
            bot, settings.time_factor, settings.arena.turn_time
        )
        if warning is not None:
            lines.append(warning)
    report = "\n".join(lines)
    (out / "results.log").write_text(report + "\n", encoding="utf-8")
    print(report)
    print(f"transcripts: {out}")
    if args.view is not None:
        from ..arena.pages import write_play_pages  # only when asked: python-chess

        print(f"pages: {write_play_pages(out, len(games), args.view)}")
    if errors:
        print(f"{errors} game(s) failed with a referee error (see stderr)")
    return 1 if errors else 0


def open_executor(
    cluster: str | None, settings: MatchSettings, commands: list[str]
) -> GameExecutor:
    """This machine's `--jobs` threads, or the `--cluster` with a check that its workers
    can start every bot that does not travel with its games (one file travels)."""
    if cluster is None:
        return LocalExecutor(settings.jobs)
    try:
        from ..arena.cluster import open_cluster
    except ImportError as error:
        raise UsageError(
            f"--cluster needs Dask: pip install 'arena-bundler[cluster]' ({error})"
        ) from None
    executor = open_cluster(cluster, settings.referee.SEATS + 1)
    staying = [command for command in commands if bot_of(command, True).shipped is None]
    problems = executor.unstartable_bots(staying) if staying else {}
    if problems:
        executor.close()
        worker, found = next(iter(problems.items()))
        raise UsageError(
            f"BOT: worker {worker} cannot start {found[0]}: a bot that is not one file"
            " runs from the workers' own copy of the project (ship a bundle instead,"
            " or share the files: docs/cluster.md)"
        )
    return executor


def first_bot_sprt(stats: list[BotStats], test: SprtSettings) -> SprtState:
    first = stats[0]
    return sprt(first.groups(first.points), test)


def elo_line(bot: BotStats) -> str:
    estimate = elo_estimate(bot.groups(bot.points))
    return (
        f"Elo of {bot.label} against the others, from its points: {estimate.elo:+.1f}"
        f" ({100 * CONFIDENCE:g}% interval {estimate.low:+.1f} to {estimate.high:+.1f},"
        " each rotation group one unit)"
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

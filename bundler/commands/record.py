"""`python -m bundler record ARENA`: record the arena's golden transcripts.

Plays the arena's bot from source (`python -m sources.<bot>`) in deterministic mode against
its baselines (`python -m sources.<bot>.baselines NAME`) on the local referee, every seat,
and keeps only the bot's own transcripts in `tests/transcripts/ARENA/` (old `game-*.txt`
there are replaced). A two-seat arena splits the games between the baselines; a three-seat
arena seats the bot with all of them at once; a one-seat arena (a puzzle) plays the bot
alone. CI replays these against the sources and against `dist/` (tests/test_transcripts.py).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..arena.games import MatchSettings, match_settings, run_games
from ..arena.schedule import schedule
from ..arena.statistics import results_table
from ..config import Arena, UsageError, load_project

DEFAULT_NODES = 500


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("arena", help="arena name from the registry (see `list`)")
    parser.add_argument(
        "--games", type=int, default=20, help="games in total (default 20)"
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=1,
        help="match seed: each rotation group's seed is hashed from it (default 1)",
    )
    parser.add_argument(
        "--nodes",
        type=int,
        default=DEFAULT_NODES,
        help=f"ARENA_NODES for every bot (default {DEFAULT_NODES})",
    )
    parser.add_argument(
        "--opponents",
        default="random,greedy",
        help="baseline names, comma-separated; `self` is the bot itself (default random,greedy)",
    )
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel")
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
        default=10.0,
        help="multiply time limits while recording (default 10: identity matters, not speed)",
    )
    parser.add_argument(
        "--out", type=Path, help="directory (default tests/transcripts/ARENA)"
    )


def bot_command(arena: Arena) -> str:
    """`python -m sources.<bot>` for an entry like `sources.<bot>.__main__`."""
    return f"python -m {arena.entry.removesuffix('.__main__')}"


def baseline_command(arena: Arena, name: str) -> str:
    """A baseline by name; `self` is the bot itself (self-play reaches long games: draws,
    promotions, castling on both wings)."""
    if name == "self":
        return bot_command(arena)
    return f"{bot_command(arena)}.baselines {name}"


def run(args: argparse.Namespace) -> int:
    args.deterministic = args.nodes
    settings: MatchSettings = match_settings(args)
    arena, seats = settings.arena, settings.referee.SEATS
    names = [name for name in args.opponents.split(",") if name]
    out = args.out or load_project().root / "tests" / "transcripts" / arena.name
    out.mkdir(parents=True, exist_ok=True)
    for old in [*out.glob("*game-*.txt"), *out.glob("*games.tsv")]:
        old.unlink()

    failures = 0
    first_group = 0
    line_ups = _line_ups(arena, names, seats)
    per_line_up = max(1, -(-args.games // len(line_ups)))
    for prefix, commands in line_ups:
        games = schedule(per_line_up, seats, args.seed, first_group)
        first_group = games[-1].group + 1
        stats, errors = run_games(
            settings, commands, games, out, lambda bot: bot == 0, prefix
        )
        print(results_table(stats))
        recorded = stats[0]
        failures += (
            errors + recorded.timeouts + recorded.crashes + recorded.early_output
        )
    count = len(list(out.glob("*game-*.txt")))
    print(f"{count} transcripts in {out} (ARENA_NODES={args.nodes})")
    if failures:
        sys.stderr.write(
            f"{failures} game(s) with a referee error or a fault of the recorded bot:"
            " fix the bot before committing these transcripts\n"
        )
    return 1 if failures else 0


def _line_ups(
    arena: Arena, names: list[str], seats: int
) -> list[tuple[str, list[str]]]:
    """(file name prefix, commands) per group of games; the recorded bot is always first."""
    bot = bot_command(arena)
    if seats == 1:
        return [("", [bot])]
    if seats == 2:
        return [(f"{name}-", [bot, baseline_command(arena, name)]) for name in names]
    if len(names) != seats - 1:
        raise UsageError(
            f"--opponents: {seats} seats need {seats - 1} opponents, got {len(names)}"
        )
    return [("", [bot, *(baseline_command(arena, name) for name in names)])]

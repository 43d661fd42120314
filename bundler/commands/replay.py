"""`python -m bundler replay BOT TRANSCRIPT...`: replay recorded transcripts against a bot
(`bundler.arena.replay`) and print one line per transcript; the exit status is 1 when any
diverges."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..arena.replay import replay_files


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "bot", help="bot command (shell words; a .py file runs with this Python)"
    )
    parser.add_argument("transcripts", nargs="+", type=Path, metavar="TRANSCRIPT")
    parser.add_argument(
        "--time-factor",
        type=float,
        default=1.0,
        help="multiply every recorded time limit (default 1)",
    )
    parser.add_argument(
        "--no-time-check",
        action="store_true",
        help="check answers and legality only (for loaded machines and CI)",
    )
    parser.add_argument(
        "--jobs", type=int, default=1, help="transcripts replayed in parallel"
    )


def run(args: argparse.Namespace) -> int:
    results = replay_files(
        args.bot, args.transcripts, args.time_factor, not args.no_time_check, args.jobs
    )
    for result in results:
        if result.ok:
            print(f"ok    {result.path}: {result.turns_checked} answers checked")
        else:
            print(f"FAIL  {result.path}: {result.failure}")
    failed = sum(not result.ok for result in results)
    print(
        f"{len(results) - failed} of {len(results)} transcripts replayed without divergence"
    )
    return 1 if failed else 0

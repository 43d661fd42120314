"""Strength of the Connect 4 bot against a baseline, through the match runner, replayable:

    python -m benchmarks.connect4_strength random|greedy|negamax4|negamax6 [--bot CMD] [--games 200]
        [--seed 1] [--jobs 1] [--deterministic NODES] [--time-factor F] [--out DIR]

The same games as `python -m bundler play connect4 BOT BASELINE` (seats rotated in groups of
two sharing one seed hashed from --seed, transcripts under --out), except that each group's
baseline is started with `--seed` set to the group's seed: the baseline's choices, and with
--deterministic the whole run, are then reproducible. The bot defaults to the sources; pass
`--bot dist/connect4.py` for the bundle. `--time-factor` relaxes the limits of both bots
(negamax6 needs it); the report then counts our answers over the arena's own limit.
"""

import argparse
import dataclasses
import tempfile
from pathlib import Path

from bundler.arena.games import add_match_arguments, match_settings, run_games
from bundler.arena.schedule import schedule
from bundler.arena.statistics import BotStats, relaxed_limits_line, results_table

BASELINE = "python -m sources.connect4.baselines"


def merge(total, part):
    for field in dataclasses.fields(BotStats):
        if field.name not in ("label", "command"):
            setattr(
                total,
                field.name,
                getattr(total, field.name) + getattr(part, field.name),
            )


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "baseline", choices=["random", "greedy", "negamax4", "negamax6"]
    )
    parser.add_argument("--bot", default="python -m sources.connect4")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--out", type=Path)
    add_match_arguments(parser)
    args = parser.parse_args()
    args.arena = "connect4"
    settings = match_settings(args)
    out = args.out or Path(tempfile.mkdtemp(prefix=f"connect4-{args.baseline}-"))
    baseline = f"{BASELINE} {args.baseline}"
    totals = [BotStats("A", args.bot), BotStats("B", f"{baseline} --seed SEED")]
    games = schedule(args.games, 2, args.seed)
    for seed in sorted({game.seed for game in games}):
        group = [game for game in games if game.seed == seed]
        commands = [args.bot, f"{baseline} --seed {seed}"]
        stats, errors = run_games(settings, commands, group, out, prefix=f"seed{seed}-")
        if errors:
            raise SystemExit(f"referee error in the games of seed {seed}")
        for total, part in zip(totals, stats):
            merge(total, part)
    table = results_table(totals)
    warning = relaxed_limits_line(
        totals[0], settings.time_factor, settings.arena.turn_time
    )
    if warning is not None:
        table += "\n" + warning
    (out / "results.log").write_text(table + "\n", encoding="utf-8")
    print(table)
    print(f"transcripts: {out}")


if __name__ == "__main__":
    main()

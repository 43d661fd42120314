"""Two versions of a bot compared on the same games: a paired SPRT over two finished matches.

    python -m benchmarks.paired_matches NEW_DIR OLD_DIR [--bot A] [--sprt 0,15]

NEW_DIR and OLD_DIR are the `--out` directories of two `play` matches with the same arena,
seed, games and opponents, the version under test in seat letter BOT of one and the other
version in the other. Game for game (same start, same seating) a pair scores 1 when the new
version scored more, 0.5 as much, 0 less; as in `tune --sprt`, the SPRT of
`bundler.arena.sprt` reads the pairs group by group in the order they were scheduled and stops
at its first decision, so the verdict is the one a live paired test would have reached.
"""

import argparse
import csv
import sys
from pathlib import Path

from bundler.arena.sprt import SprtSettings, sprt
from bundler.arena.statistics import mean_and_margin


def bot_scores(directory, bot):
    """{(game number, seed, seats): the bot's score} from a match's games.tsv."""
    with open(Path(directory) / "games.tsv", newline="") as table:
        rows = list(csv.DictReader(table, delimiter="\t"))
    scores = {}
    for row in rows:
        seats = row["seats"].split()
        points = [float(score) for score in row["scores"].split()]
        scores[int(row["game"]), row["seed"], row["seats"]] = points[seats.index(bot)]
    return scores


def by_group(scores):
    """Scores grouped by seed (a rotation group), in the order the games were scheduled."""
    groups = {}
    for key in sorted(scores):
        groups.setdefault(key[1], []).append(scores[key])
    return list(groups.values())


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("new")
    parser.add_argument("old")
    parser.add_argument(
        "--bot", default="A", help="the seat letter of the compared bot"
    )
    parser.add_argument("--sprt", default="0,15", metavar="ELO0,ELO1")
    args = parser.parse_args(argv)
    new, old = bot_scores(args.new, args.bot), bot_scores(args.old, args.bot)
    if new.keys() != old.keys():
        sys.stderr.write(
            "paired_matches: the two matches did not play the same games\n"
        )
        return 2
    pairs = {
        key: 1.0 if new[key] > old[key] else 0.5 if new[key] == old[key] else 0.0
        for key in new
    }
    elo0, elo1 = (float(value) for value in args.sprt.split(","))
    settings = SprtSettings(elo0, elo1)
    groups = by_group(pairs)
    verdict = None
    for count in range(1, len(groups) + 1):
        state = sprt(groups[:count], settings)
        if state.verdict:
            verdict = f"{state.verdict} after {state.games} pairs (LLR {state.llr:.2f})"
            break
    final = sprt(groups, settings)
    for name, scores in (("new", new), ("old", old)):
        mean, margin = mean_and_margin(by_group(scores))
        print(f"{name}: mean score {mean:.3f} ±{margin:.3f} over {len(scores)} games")
    mean, margin = mean_and_margin(groups)
    better = sum(value == 1.0 for value in pairs.values())
    worse = sum(value == 0.0 for value in pairs.values())
    print(
        f"pairs: new better {better}, as good {len(pairs) - better - worse}, worse "
        f"{worse}; pair score {mean:.3f} ±{margin:.3f} ({len(groups)} start positions)"
    )
    print(
        f"SPRT [{elo0:g}, {elo1:g}]: {verdict or 'no decision'}; over all pairs LLR "
        f"{final.llr:.2f} (bounds {final.lower_bound:.2f}, {final.upper_bound:.2f})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

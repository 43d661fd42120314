"""What the cluster path costs, against the local runner on the same games:

    python -m benchmarks.cluster_overhead [--games 40] [--rounds 2] [--trivial 200]

1. One match (Connect 4: the bundle against the greedy baseline, ARENA_NODES fixed, so both
   runners play identical games) played by `--jobs 2` and by `--cluster local:2`, in turn,
   `--rounds` times each (a change in the machine's load falls on both alike): games per
   hour of each and the cluster's overhead in percent. Starting the LocalCluster (two worker
   processes) is timed apart: a match pays it once, not per game.
2. The scheduler's cost per game: `--trivial` games of tic-tac-toe between two bots that
   answer at once, on both runners (the difference per game, in milliseconds of a game
   slot), and as many empty tasks through the scheduler, one after the other (its round trip
   per task) and all at once (per task, what limits how many games a second one scheduler
   hands out, whatever the number of machines).
"""

import argparse
import tempfile
import time
from pathlib import Path
from statistics import fmean

from bundler.arena.arenas import load_referee
from bundler.arena.cluster import DaskExecutor, open_cluster
from bundler.arena.executors import LocalExecutor
from bundler.arena.games import MatchSettings
from bundler.arena.runner import run_match
from bundler.arena.schedule import schedule
from bundler.config import Arena, load_project

MATCH = [
    "python dist/connect4.py",
    "python -m sources.connect4.baselines greedy --seed 1",
]
NODES = 300
SLOTS = 2
# Reads a turn's lines up to the number of empty cells, answers the first of them.
FIRST_EMPTY_CELL = """\
import sys
lines = iter(sys.stdin.readline, "")
for line in lines:
    if line.strip().isdigit():
        cells = [next(lines).strip() for _ in range(int(line))]
        print(cells[0], flush=True)
"""


def timed_match(settings, commands, games, executor, out: Path) -> float:
    started = time.perf_counter()
    stats, errors = run_match(
        settings,
        commands,
        games,
        out,
        executor,
        ship_bots=isinstance(executor, DaskExecutor),
    )
    if errors or stats[0].games != len(games):
        raise SystemExit(f"the match in {out} did not play out")
    return time.perf_counter() - started


def local_match(settings, commands, games, out: Path) -> float:
    executor = LocalExecutor(SLOTS)
    try:
        return timed_match(settings, commands, games, executor, out)
    finally:
        executor.close()


def empty_task(number: int) -> int:
    return number


def scheduler_round_trips(executor: DaskExecutor, count: int) -> tuple[float, float]:
    """Milliseconds per empty task: one after the other, then all at once."""
    client = executor.client
    started = time.perf_counter()
    for number in range(count):
        client.submit(empty_task, number, pure=False).result()
    one_by_one = (time.perf_counter() - started) / count
    started = time.perf_counter()
    client.gather([client.submit(empty_task, n, pure=False) for n in range(count)])
    all_at_once = (time.perf_counter() - started) / count
    return 1000 * one_by_one, 1000 * all_at_once


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--trivial", type=int, default=200)
    args = parser.parse_args()
    out = Path(tempfile.mkdtemp(prefix="cluster-overhead-"))
    connect4 = load_project().arena("connect4")
    settings = MatchSettings(
        connect4, load_referee(connect4.referee), {}, NODES, 10.0, SLOTS
    )
    games = schedule(args.games, 2, 1)
    tictactoe = Arena("tictactoe", "-", out / "-", referee="tictactoe")
    trivial_settings = MatchSettings(
        tictactoe, load_referee("tictactoe"), {}, None, 10.0, SLOTS
    )
    bot = out / "first_empty_cell.py"
    bot.write_text(FIRST_EMPTY_CELL, encoding="utf-8")
    trivial = [f"python {bot}", f"python {bot}"]
    trivial_games = schedule(args.trivial, 2, 1)

    started = time.perf_counter()
    cluster = open_cluster(f"local:{SLOTS}", 3)
    startup = time.perf_counter() - started
    local_times, cluster_times = [], []
    try:
        for round_ in range(args.rounds):
            local_times.append(
                local_match(settings, MATCH, games, out / f"local-{round_}")
            )
            cluster_times.append(
                timed_match(settings, MATCH, games, cluster, out / f"cluster-{round_}")
            )
        trivial_local = local_match(
            trivial_settings, trivial, trivial_games, out / "trivial-local"
        )
        trivial_cluster = timed_match(
            trivial_settings, trivial, trivial_games, cluster, out / "trivial-cluster"
        )
        one_by_one, all_at_once = scheduler_round_trips(cluster, args.trivial)
    finally:
        cluster.close()

    local, remote = fmean(local_times), fmean(cluster_times)
    print(f"match: connect4, {len(games)} games, ARENA_NODES={NODES}, {SLOTS} slots")
    print(
        f"  --jobs {SLOTS}:          {3600 * len(games) / local:7.0f} games/hour",
        end="",
    )
    print(f"  ({', '.join(f'{t:.1f}' for t in local_times)} s)")
    print(
        f"  --cluster local:{SLOTS}: {3600 * len(games) / remote:7.0f} games/hour",
        end="",
    )
    print(f"  ({', '.join(f'{t:.1f}' for t in cluster_times)} s)")
    print(f"  cluster overhead: {100 * (remote / local - 1):+.1f}%")
    print(f"  LocalCluster start-up (once per match): {startup:.1f} s")
    per_game = 1000 * SLOTS * (trivial_cluster - trivial_local) / len(trivial_games)
    print(
        f"trivial games (tic-tac-toe, bots that answer at once): {len(trivial_games)}"
    )
    print(
        f"  --jobs {SLOTS}: {1000 * SLOTS * trivial_local / len(trivial_games):.1f} ms,"
        f" --cluster local:{SLOTS}: "
        f"{1000 * SLOTS * trivial_cluster / len(trivial_games):.1f} ms a game per slot:"
        f" {per_game:+.1f} ms per game on the cluster"
    )
    print(
        f"empty tasks ({args.trivial}): {one_by_one:.2f} ms round trip each,"
        f" {all_at_once:.2f} ms each all at once"
        f" (one scheduler: at most {1000 / all_at_once:.0f} tasks a second)"
    )
    print(f"files: {out}")


if __name__ == "__main__":
    main()

"""Search speed of the Mad Knights bot: nodes per second and depth reached per move.

    python -m benchmarks.knights_speed [--games 10] [--budget 0.040] [--algorithm paranoid]

Collects the positions where our bot had to choose (at least two legal moves) in in-process
games against two greedy baselines, then searches each one again with the real time budget
and reports nodes per second and the depth of the last completed iteration, by game phase.
"""

import argparse
import statistics
import time

from benchmarks.knights_inprocess import play_game
from sources.knights.baselines import BASELINES, seeded_policy
from sources.knights.board import KNIGHT_MOVES, square_name
from sources.knights.search import Search


def collect_positions(games, algorithm):
    positions = []

    def recording(turn):
        moves = KNIGHT_MOVES[turn.knights[turn.me]] & ~turn.blocked
        if moves.bit_count() >= 2:
            positions.append((turn.blocked, turn.knights, turn.alive, turn.me))
        search = Search(turn.me, algorithm, node_limit=500)
        return square_name(search.choose(turn.blocked, turn.knights, turn.alive))

    for seed in range(1, games + 1):
        policies = [seeded_policy(BASELINES["greedy"], seed * 3 + s) for s in range(3)]
        policies[seed % 3] = recording
        play_game(seed, policies)
    return positions


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--budget", type=float, default=0.040)
    parser.add_argument("--algorithm", default="paranoid")
    args = parser.parse_args()
    phases = {}
    for blocked, knights, alive, me in collect_positions(args.games, args.algorithm):
        started = time.perf_counter()
        search = Search(me, args.algorithm, deadline=started + args.budget)
        search.choose(blocked, knights, alive)
        elapsed = time.perf_counter() - started
        phase = f"{(blocked.bit_count() - 1) // 16 * 16 + 1:2d}+ blocked"
        phases.setdefault(phase, []).append(
            (search.nodes, elapsed, search.depth_reached)
        )
    print(f"{args.algorithm}, budget {args.budget * 1000:.0f} ms per move")
    print("phase          moves  nodes/s  mean depth  min depth  max depth")
    everything = []
    for phase in sorted(phases):
        rows = phases[phase]
        everything += rows
        report(phase, rows)
    report("all", everything)


def report(label, rows):
    searched = [row for row in rows if row[0] > 0]
    rate = sum(n for n, _, _ in searched) / max(sum(t for _, t, _ in searched), 1e-9)
    depths = [depth for _, _, depth in searched] or [0]
    print(
        f"{label:13s} {len(rows):6d} {rate:8.0f} {statistics.mean(depths):11.1f}"
        f" {min(depths):10d} {max(depths):10d}"
    )


if __name__ == "__main__":
    main()

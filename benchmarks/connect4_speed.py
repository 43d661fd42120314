"""Search speed of the Connect 4 bot: nodes per second, depth reached, endgame solving.

    python -m benchmarks.connect4_speed [--games 12] [--budget 0.033]

Collects the positions of in-process games the search plays against itself on fixed node
budgets (so the positions are always the same), then searches each again from an empty table
with the bot's time budget (by default the share of the 100 ms limit the protocol gives the
search) and reports nodes per second and the depth of the last completed iteration by game
phase, and, for positions with at most 14 empty cells, whether the result was exact and how
long that took.
"""

import argparse
import statistics
import time

from sources.connect4 import board, protocol
from sources.connect4.search import PROVEN, Search

ENDGAME_CELLS = 14


def collect_positions(games):
    """Every position met in games the search plays against itself on node budgets (the
    budgets and the first column vary by game, so the games differ and are always the
    same)."""
    positions = []
    for game in range(games):
        budgets = (1200 + 100 * game, 1500)
        current, mask = board.play(0, 0, game % board.COLUMNS)
        searches = (Search(), Search())
        for turn in range(1, board.CELLS):
            positions.append((current, mask))
            column, _ = searches[turn % 2].best_move(
                current, mask, node_budget=budgets[turn % 2]
            )
            if board.has_four(current | board.move_bit(mask, column)):
                break
            current, mask = board.play(current, mask, column)
            if mask == board.BOARD_MASK:
                break
    return positions


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument(
        "--budget", type=float, default=protocol.SEARCH_SHARE * protocol.TURN_LIMIT
    )
    args = parser.parse_args()
    positions = collect_positions(args.games)
    phases = {"opening (<=20 chips)": [], "middle (21-40)": [], "end (>40)": []}
    endgame_times, endgame_exact = [], 0
    for current, mask in positions:
        chips = mask.bit_count()
        search = Search()
        started = time.perf_counter()
        _, score = search.best_move(current, mask, args.budget)
        seconds = time.perf_counter() - started
        phase = list(phases)[0 if chips <= 20 else 1 if chips <= 40 else 2]
        phases[phase].append((search.nodes, seconds, search.depth_reached, score))
        empty = board.CELLS - chips
        if empty <= ENDGAME_CELLS:
            endgame_times.append(seconds)
            endgame_exact += search.depth_reached >= empty or abs(score) > PROVEN
    print(f"{len(positions)} positions, budget {args.budget * 1000:.0f} ms")
    for phase, results in phases.items():
        if results:
            nodes = sum(r[0] for r in results)
            seconds = sum(r[1] for r in results)
            # a proven win or loss ends the deepening early: depth only counts the others
            depths = [r[2] for r in results if abs(r[3]) <= PROVEN]
            line = (
                f"{phase:22} {len(results):4} positions  {nodes / seconds:8.0f} nodes/s"
            )
            line += f"  {len(results) - len(depths):3} proven"
            if depths:
                line += (
                    f", others: depth median {statistics.median(depths):4.1f}"
                    f" min {min(depths)} max {max(depths)}"
                )
            print(line)
    if endgame_times:
        print(
            f"<= {ENDGAME_CELLS} empty cells: {endgame_exact}/{len(endgame_times)} solved"
            f" exactly, max {max(endgame_times) * 1000:.1f} ms"
        )


if __name__ == "__main__":
    main()

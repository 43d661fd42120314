"""Search speed of the Connect 4 bot: nodes per second, depth reached, endgame solving.

    python -m benchmarks.connect4_speed [--games 12] [--budget 0.045]

Collects every position where the bot searched in in-process games against the seeded
negamax4 baseline (bot on a fixed node budget, so the positions are always the same), then
searches each again from an empty table with the real time budget and reports nodes per
second and the depth of the last completed iteration by game phase, and, for positions with
at most 14 empty cells, whether the result was exact and how long that took.
"""

import argparse
import random
import statistics
import time

from sources.connect4 import baselines, board, opening
from sources.connect4.search import PROVEN, Search

ENDGAME_CELLS = 14


def collect_positions(games):
    positions = []
    for game in range(games):
        bot_seat = game % 2
        opponent = baselines.negamax_player(random.Random(game))
        search = Search()
        current = mask = 0
        for turn in range(board.CELLS + 1):
            if turn % 2 == bot_seat:
                action, depth = opening.choose_action(
                    current, mask, turn == 1, search, None, 1500
                )
                if depth:
                    positions.append((current, mask))
            else:
                chip = str(turn % 2)
                rows = rows_of(current, mask, chip)
                actions = [c for c in range(board.COLUMNS) if board.can_play(mask, c)]
                action = opponent(
                    chip, turn, rows, actions + [-2] * (turn == 1), 1, None
                )
            if action in (opening.STEAL, -2):
                # the stolen chip now belongs to the side that just moved
                current = 0
                continue
            if board.has_four(current | board.move_bit(mask, action)):
                break
            current, mask = board.play(current, mask, action)
            if mask == board.BOARD_MASK:
                break
    return positions


def rows_of(current, mask, my_chip):
    """The referee's rows (top first) for the side to move playing `my_chip`."""
    their_chip = "1" if my_chip == "0" else "0"
    rows = []
    for row in reversed(range(board.ROWS)):
        text = ""
        for column in range(board.COLUMNS):
            cell = board.cell_bit(column, row)
            text += my_chip if current & cell else their_chip if mask & cell else "."
        rows.append(text)
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--budget", type=float, default=0.045)
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

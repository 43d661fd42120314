"""Benchmark opponents, each a complete bot speaking the arena protocol:

    python -m sources.connect4.baselines random|greedy|negamax4 [--seed N]

random plays any valid action (STEAL included); greedy wins if it can, else blocks the
opponent's immediate win, else plays at random; negamax4 searches four plies (STEAL
included as a root move) with a plain threats-and-centre evaluation and breaks ties at
random. The seed comes from `--seed`, else from BASELINE_SEED, else from the system; it is
written to stderr so any game can be replayed.
"""

import argparse
import os
import random
import sys

from .board import (
    BOARD_MASK,
    BOTTOM,
    CENTRE_FIRST,
    COLUMN_MASKS,
    COLUMNS,
    from_rows,
    play,
    winning_cells,
)
from .protocol import STEAL_ACTION, play_turns

WIN = 1000
CENTRE_COLUMNS = COLUMN_MASKS[3] | COLUMN_MASKS[4] | COLUMN_MASKS[5]


def winning_columns(chips, mask):
    """Columns where a chip dropped now completes four for `chips`."""
    cells = winning_cells(chips, mask) & (mask + BOTTOM) & BOARD_MASK
    return [column for column in range(COLUMNS) if cells & COLUMN_MASKS[column]]


def random_player(rng):
    def choose(my_chip, turn_index, rows, actions, limit, elapsed):
        return rng.choice(actions)

    return choose


def greedy_player(rng):
    def choose(my_chip, turn_index, rows, actions, limit, elapsed):
        current, mask = from_rows(rows, my_chip)
        for chips in (current, current ^ mask):
            columns = winning_columns(chips, mask)
            if columns:
                return rng.choice(columns)
        return rng.choice(actions)

    return choose


def plain_evaluation(current, mask):
    opponent = current ^ mask
    threats = winning_cells(current, mask).bit_count()
    threats -= winning_cells(opponent, mask).bit_count()
    centre = (current & CENTRE_COLUMNS).bit_count()
    centre -= (opponent & CENTRE_COLUMNS).bit_count()
    return 4 * threats + centre


def negamax(current, mask, depth, alpha, beta):
    """Plain fixed-depth negamax with alpha-beta; scores for the side to move."""
    if winning_columns(current, mask):
        return WIN + depth
    if mask == BOARD_MASK:
        return 0
    if depth == 0:
        return plain_evaluation(current, mask)
    best = -2 * WIN
    for column in CENTRE_FIRST:
        if mask & COLUMN_MASKS[column] != COLUMN_MASKS[column]:
            score = -negamax(*play(current, mask, column), depth - 1, -beta, -alpha)
            best = max(best, score)
            alpha = max(alpha, score)
            if alpha >= beta:
                break
    return best


def negamax_player(rng, depth=4):
    def choose(my_chip, turn_index, rows, actions, limit, elapsed):
        current, mask = from_rows(rows, my_chip)
        best, best_actions = -2 * WIN, []
        for action in actions:
            if action == STEAL_ACTION:
                # after a steal the opponent moves, facing the stolen chip as ours
                child = (0, mask)
            else:
                child = play(current, mask, action)
            # the window starts one below the best so far, so a tie is still seen exactly
            score = -negamax(*child, depth - 1, -2 * WIN, -(best - 1))
            if score > best:
                best, best_actions = score, [action]
            elif score == best:
                best_actions.append(action)
        return rng.choice(best_actions)

    return choose


PLAYERS = {"random": random_player, "greedy": greedy_player, "negamax4": negamax_player}


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m sources.connect4.baselines")
    parser.add_argument("name", choices=sorted(PLAYERS))
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args(argv)
    seed = args.seed
    if seed is None:
        seed = int(
            os.environ.get("BASELINE_SEED") or random.SystemRandom().getrandbits(32)
        )
    print(f"{args.name} seed {seed}", file=sys.stderr)
    play_turns(PLAYERS[args.name](random.Random(seed)))


if __name__ == "__main__":
    main()

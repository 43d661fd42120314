"""Benchmark opponents, each a complete bot speaking the arena protocol:

    python -m sources.connect4.baselines random|greedy|negamax4|negamax6 [--seed N]

random plays any valid action (STEAL included); greedy wins if it can, else blocks the
opponent's immediate win, else plays at random; negamax4 searches four plies (STEAL
included as a root move) with a plain threats-and-centre evaluation and breaks ties at
random; negamax6 searches six plies the same way with the classic window evaluation (every
window of four cells without an opponent chip scores 1, 4 or 16 for one, two or three own
chips, minus the same for the opponent). negamax6 takes up to a few hundred milliseconds a
move: give it time (`--time-factor`), it is a fixed-depth reference, not a timed bot. The seed comes from `--seed`, else from BASELINE_SEED, else from the system; it is
written to stderr so any game can be replayed.
"""

import argparse
import os
import random
import sys

from functools import partial

from .board import (
    BOARD_MASK,
    BOTTOM,
    CENTRE_FIRST,
    COLUMN_BITS,
    COLUMN_MASKS,
    COLUMNS,
    ROWS,
    cell_bit,
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


# direction step -> the cells where a window of four in that direction can start
WINDOW_STEPS = (1, COLUMN_BITS, COLUMN_BITS - 1, COLUMN_BITS + 1)
WINDOW_DIRECTIONS = ((0, 1), (1, 0), (1, -1), (1, 1))  # (column, row) steps, same order


def window_starts():
    starts = []
    for column_step, row_step in WINDOW_DIRECTIONS:
        cells = 0
        for column in range(COLUMNS):
            for row in range(ROWS):
                end_column, end_row = column + 3 * column_step, row + 3 * row_step
                if 0 <= end_column < COLUMNS and 0 <= end_row < ROWS:
                    cells |= cell_bit(column, row)
        starts.append(cells)
    return tuple(starts)


WINDOW_STARTS = window_starts()  # bundle: precompute


def window_score(chips, blockers):
    """Sum over the windows of four holding no `blockers` chip of 1, 4 or 16 for one, two or
    three `chips` chips. Bit-sliced: the four cells of every window are added at once, bit
    by bit, giving the count's ones, twos and fours bits at each window's start cell."""
    total = 0
    for step, starts in zip(WINDOW_STEPS, WINDOW_STARTS):
        blocked = (
            blockers | blockers >> step | blockers >> 2 * step | blockers >> 3 * step
        )
        open_starts = starts & ~blocked
        a, b, c, d = chips, chips >> step, chips >> 2 * step, chips >> 3 * step
        ones_ab, twos_ab = a ^ b, a & b
        ones_cd, twos_cd = c ^ d, c & d
        ones, carry = ones_ab ^ ones_cd, ones_ab & ones_cd
        twos = twos_ab ^ twos_cd ^ carry
        fours = (twos_ab & twos_cd) | (carry & (twos_ab | twos_cd))
        open_starts &= ~fours
        total += (open_starts & ones & ~twos).bit_count()
        total += 4 * (open_starts & twos & ~ones).bit_count()
        total += 16 * (open_starts & ones & twos).bit_count()
    return total


def window_evaluation(current, mask):
    opponent = current ^ mask
    return window_score(current, opponent) - window_score(opponent, current)


def negamax(current, mask, depth, alpha, beta, evaluation):
    """Plain fixed-depth negamax with alpha-beta; scores for the side to move."""
    if winning_columns(current, mask):
        return WIN + depth
    if mask == BOARD_MASK:
        return 0
    if depth == 0:
        return evaluation(current, mask)
    best = -2 * WIN
    for column in CENTRE_FIRST:
        if mask & COLUMN_MASKS[column] != COLUMN_MASKS[column]:
            child = play(current, mask, column)
            score = -negamax(*child, depth - 1, -beta, -alpha, evaluation)
            best = max(best, score)
            alpha = max(alpha, score)
            if alpha >= beta:
                break
    return best


def negamax_player(rng, depth, evaluation):
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
            score = -negamax(*child, depth - 1, -2 * WIN, -(best - 1), evaluation)
            if score > best:
                best, best_actions = score, [action]
            elif score == best:
                best_actions.append(action)
        return rng.choice(best_actions)

    return choose


PLAYERS = {
    "random": random_player,
    "greedy": greedy_player,
    "negamax4": partial(negamax_player, depth=4, evaluation=plain_evaluation),
    "negamax6": partial(negamax_player, depth=6, evaluation=window_evaluation),
}


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

"""The depth-6 reference opponent's window evaluation, against a plain cell-by-cell count."""

import random

from sources.connect4 import baselines
from sources.connect4.board import COLUMNS, ROWS, cell_bit

WEIGHTS = {0: 0, 1: 1, 2: 4, 3: 16, 4: 0}  # four own chips is a win, not a window score


def reference_window_score(chips, blockers):
    total = 0
    for column_step, row_step in baselines.WINDOW_DIRECTIONS:
        for column in range(COLUMNS):
            for row in range(ROWS):
                cells = [
                    (column + k * column_step, row + k * row_step) for k in range(4)
                ]
                if not all(0 <= c < COLUMNS and 0 <= r < ROWS for c, r in cells):
                    continue
                bits = [cell_bit(c, r) for c, r in cells]
                if any(blockers & bit for bit in bits):
                    continue
                total += WEIGHTS[sum(1 for bit in bits if chips & bit)]
    return total


def random_position(rng):
    heights = [0] * COLUMNS
    current = mask = 0
    for _ in range(rng.randrange(0, ROWS * COLUMNS)):
        column = rng.choice([c for c in range(COLUMNS) if heights[c] < ROWS])
        bit = cell_bit(column, heights[column])
        heights[column] += 1
        current, mask = current ^ mask, mask | bit  # the other side moves next
    return current, mask


def test_window_count_is_the_plain_count():
    rng = random.Random(6)
    assert baselines.window_score(0, 0) == 0
    for _ in range(300):
        current, mask = random_position(rng)
        opponent = current ^ mask
        assert baselines.window_score(current, opponent) == reference_window_score(
            current, opponent
        )
        assert baselines.window_evaluation(current, mask) == reference_window_score(
            current, opponent
        ) - reference_window_score(opponent, current)


def test_negamax6_answers_a_legal_action():
    choose = baselines.PLAYERS["negamax6"](random.Random(1))
    rows = ["." * 9] * 6 + ["....0...."]
    assert choose("1", 1, rows, [*range(9), -2], 0.1, lambda: 0) in [*range(9), -2]

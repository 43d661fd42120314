"""Bitboard rules against a plain cell-by-cell reading of the same positions."""

import random

from sources.connect4 import board

DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))  # (column step, row step)


def random_position(rng, chips):
    current = mask = 0
    for _ in range(chips):
        open_columns = [c for c in range(board.COLUMNS) if board.can_play(mask, c)]
        current, mask = board.play(current, mask, rng.choice(open_columns))
    return current, mask


def owner(chips, column, row):
    return (
        0 <= column < board.COLUMNS
        and 0 <= row < board.ROWS
        and bool(chips & board.cell_bit(column, row))
    )


def completes_four(chips, column, row):
    for column_step, row_step in DIRECTIONS:
        run = 1
        for sign in (1, -1):
            c, r = column + sign * column_step, row + sign * row_step
            while owner(chips, c, r):
                run += 1
                c, r = c + sign * column_step, r + sign * row_step
        if run >= 4:
            return True
    return False


def test_winning_cells_match_a_cell_by_cell_scan():
    rng = random.Random(7)
    for _ in range(300):
        current, mask = random_position(rng, rng.randrange(0, 40))
        for chips in (current, current ^ mask):
            expected = 0
            for column in range(board.COLUMNS):
                for row in range(board.ROWS):
                    empty = not mask & board.cell_bit(column, row)
                    if empty and completes_four(chips, column, row):
                        expected |= board.cell_bit(column, row)
            assert board.winning_cells(chips, mask) == expected


def test_winning_cells_is_unrolled_for_eight_bits_per_column():
    assert board.COLUMN_BITS == 8


def test_has_four_sees_every_direction_and_nothing_across_columns():
    vertical = sum(board.cell_bit(2, row) for row in range(3, 7))
    horizontal = sum(board.cell_bit(column, 6) for column in range(5, 9))
    rising = sum(board.cell_bit(1 + k, 2 + k) for k in range(4))
    falling = sum(board.cell_bit(4 + k, 4 - k) for k in range(4))
    for line in (vertical, horizontal, rising, falling):
        assert board.has_four(line)
        assert not board.has_four(line & (line - 1))  # three of the four
    # the top of one column and the bottom of the next are not a vertical line
    wrap = (
        board.cell_bit(0, 5)
        | board.cell_bit(0, 6)
        | board.cell_bit(1, 0)
        | board.cell_bit(1, 1)
    )
    assert not board.has_four(wrap)


def test_play_stacks_chips_and_swaps_sides():
    current, mask = board.play(0, 0, 4)
    assert (current, mask) == (0, board.cell_bit(4, 0))
    current, mask = board.play(current, mask, 4)
    assert current == board.cell_bit(4, 0)
    assert mask == board.cell_bit(4, 0) | board.cell_bit(4, 1)
    assert board.move_bit(mask, 4) == board.cell_bit(4, 2)


def test_full_column_is_not_playable():
    current = mask = 0
    for _ in range(board.ROWS):
        current, mask = board.play(current, mask, 0)
    assert not board.can_play(mask, 0)
    assert not board.playable_cells(mask) & board.COLUMN_MASKS[0]


def test_from_rows_reads_top_row_first():
    rows = ["........."] * 5 + ["....1....", "...00...."]
    current, mask = board.from_rows(rows, "0")
    assert current == board.cell_bit(3, 0) | board.cell_bit(4, 0)
    assert mask == current | board.cell_bit(4, 1)
    assert board.from_rows(rows, "1")[0] == board.cell_bit(4, 1)


def test_mirror_reverses_columns():
    assert board.mirror(board.cell_bit(0, 3)) == board.cell_bit(8, 3)
    rng = random.Random(3)
    current, mask = random_position(rng, 25)
    assert board.mirror(board.mirror(mask)) == mask
    assert board.winning_cells(
        board.mirror(current), board.mirror(mask)
    ) == board.mirror(board.winning_cells(current, mask))


def test_position_keys_are_unique():
    rng = random.Random(11)
    seen = {}
    for _ in range(2000):
        position = random_position(rng, rng.randrange(0, 20))
        key = board.position_key(*position)
        assert seen.setdefault(key, position) == position


def test_column_of():
    assert [board.column_of(board.cell_bit(c, 0)) for c in range(9)] == list(range(9))
    assert board.column_of(board.cell_bit(6, 6)) == 6

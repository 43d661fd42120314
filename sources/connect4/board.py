"""Connect 4 on 7 rows x 9 columns as bitboards.

A position is two integers: `current`, the chips of the side to move, and `mask`, all chips.
Cell (column, row) is bit `column * COLUMN_BITS + row` with row 0 at the bottom. Each column
keeps one empty sentinel bit above its top row, so shifting a line of chips sideways or
diagonally never wraps into the neighbouring column, and `mask + bottom` of a column carries
up into its lowest empty cell.
"""

ROWS = 7
COLUMNS = 9
COLUMN_BITS = ROWS + 1
CELLS = ROWS * COLUMNS
CENTRE_FIRST = (4, 3, 5, 2, 6, 1, 7, 0, 8)


def cell_bit(column, row):
    return 1 << (column * COLUMN_BITS + row)


def bottom_bits():
    return tuple(cell_bit(column, 0) for column in range(COLUMNS))


def column_masks():
    return tuple(
        sum(cell_bit(column, row) for row in range(ROWS)) for column in range(COLUMNS)
    )


def row_parity_masks():
    """Cells of even rows and of odd rows (row 0 at the bottom)."""
    return tuple(
        sum(
            cell_bit(column, row)
            for column in range(COLUMNS)
            for row in range(parity, ROWS, 2)
        )
        for parity in (0, 1)
    )


BOTTOM_BITS = bottom_bits()  # bundle: precompute
COLUMN_MASKS = column_masks()  # bundle: precompute
TOP_BITS = tuple(
    cell_bit(column, ROWS - 1) for column in range(COLUMNS)
)  # bundle: precompute
BOTTOM = sum(BOTTOM_BITS)  # bundle: precompute
BOARD_MASK = sum(COLUMN_MASKS)  # bundle: precompute
SENTINELS = sum(
    cell_bit(column, ROWS) for column in range(COLUMNS)
)  # bundle: precompute
ROW_PARITY_MASKS = row_parity_masks()  # bundle: precompute


def play(current, mask, column):
    """The position after the side to move drops a chip in `column`, for the other side."""
    return current ^ mask, mask | (mask + BOTTOM_BITS[column])


def can_play(mask, column):
    return not mask & TOP_BITS[column]


def move_bit(mask, column):
    """The cell a chip dropped in `column` lands on."""
    return (mask + BOTTOM_BITS[column]) & COLUMN_MASKS[column]


def playable_cells(mask):
    """The lowest empty cell of every open column."""
    return (mask + BOTTOM) & BOARD_MASK


def winning_cells(chips, mask):
    """Empty cells (playable now or not) that would complete four for `chips`."""
    # unrolled over the four directions (steps 1, 8, 7, 9 = COLUMN_BITS +- 1): this is the
    # hottest function of the search
    cells = (chips << 1) & (chips << 2) & (chips << 3)
    pair = (chips << 8) & (chips << 16)
    cells |= pair & ((chips << 24) | (chips >> 8))
    pair = (chips >> 8) & (chips >> 16)
    cells |= pair & ((chips << 8) | (chips >> 24))
    pair = (chips << 7) & (chips << 14)
    cells |= pair & ((chips << 21) | (chips >> 7))
    pair = (chips >> 7) & (chips >> 14)
    cells |= pair & ((chips << 7) | (chips >> 21))
    pair = (chips << 9) & (chips << 18)
    cells |= pair & ((chips << 27) | (chips >> 9))
    pair = (chips >> 9) & (chips >> 18)
    cells |= pair & ((chips << 9) | (chips >> 27))
    return cells & (BOARD_MASK ^ mask)


def has_four(chips):
    for step in (1, COLUMN_BITS, COLUMN_BITS - 1, COLUMN_BITS + 1):
        pair = chips & (chips >> step)
        if pair & (pair >> 2 * step):
            return True
    return False


def mirror(chips):
    """The same chips with the columns in reverse order."""
    mirrored = 0
    for column in range(COLUMNS):
        column_chips = (chips >> (column * COLUMN_BITS)) & COLUMN_MASKS[0]
        mirrored |= column_chips << ((COLUMNS - 1 - column) * COLUMN_BITS)
    return mirrored


def position_key(current, mask):
    """A unique integer per position: `mask + BOTTOM` marks each column's height with one bit
    above its chips, and `current` lies below those marks; the constant BOTTOM is left out.
    """
    return current + mask


def from_rows(rows, my_chip):
    """(current, mask) from the referee's rows (top row first), `my_chip` to move."""
    current = mask = 0
    for row_from_top, text in enumerate(rows):
        row = ROWS - 1 - row_from_top
        for column, char in enumerate(text):
            if char != ".":
                mask |= cell_bit(column, row)
                if char == my_chip:
                    current |= cell_bit(column, row)
    return current, mask


def column_of(cell):
    """The column of a single-cell bitboard."""
    return (cell.bit_length() - 1) // COLUMN_BITS

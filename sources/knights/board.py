"""Mad Knights rules on 64-bit bitboards.

Square index = rank * 8 + file, so a1 = 0, h1 = 7, a8 = 56. A bitboard is an int whose bit i
is square i. Every square a knight has stood on (its current one included) is blocked for good;
a knight moves to an unblocked square a knight's jump away, and a player with no such square on
its turn is out.
"""

FULL = (1 << 64) - 1
FILE_A = 0x0101010101010101
FILE_B = FILE_A << 1
FILE_G = FILE_A << 6
FILE_H = FILE_A << 7
COLOURS = "rgb"
PLAYERS = 3


def knight_targets(square):
    """Bitboard of the squares a knight on `square` jumps to."""
    file, rank = square % 8, square // 8
    targets = 0
    for file_step, rank_step in (
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ):
        f, r = file + file_step, rank + rank_step
        if 0 <= f < 8 and 0 <= r < 8:
            targets |= 1 << (r * 8 + f)
    return targets


def knight_move_table():
    return [knight_targets(square) for square in range(64)]


KNIGHT_MOVES = knight_move_table()  # bundle: precompute


def spread(squares):
    """All squares a knight jumps to from any square of `squares`, in eight shifts."""
    return (
        ((squares << 17) & ~FILE_A)
        | ((squares << 15) & ~FILE_H)
        | ((squares << 10) & ~(FILE_A | FILE_B))
        | ((squares << 6) & ~(FILE_G | FILE_H))
        | ((squares >> 15) & ~FILE_A)
        | ((squares >> 17) & ~FILE_H)
        | ((squares >> 6) & ~(FILE_A | FILE_B))
        | ((squares >> 10) & ~(FILE_G | FILE_H))
    ) & FULL


def squares_of(bitboard):
    """The square indices set in `bitboard`, lowest first."""
    squares = []
    while bitboard:
        low = bitboard & -bitboard
        squares.append(low.bit_length() - 1)
        bitboard ^= low
    return squares


def square_name(square):
    return "abcdefgh"[square % 8] + str(square // 8 + 1)


def parse_square(name):
    return (int(name[1]) - 1) * 8 + "abcdefgh".index(name[0])


def parse_rows(rows):
    """Blocked bitboard and knight squares from the eight board lines, rank 8 first."""
    blocked = 0
    knights = [0] * PLAYERS
    for row_index, row in enumerate(rows):
        rank = 7 - row_index
        for file, char in enumerate(row):
            if char != ".":
                square = rank * 8 + file
                blocked |= 1 << square
                if char in COLOURS:
                    knights[COLOURS.index(char)] = square
    return blocked, knights


def replace(values, index, value):
    """The tuple `values` with `values[index]` set to `value`."""
    return values[:index] + (value,) + values[index + 1 :]


def next_alive(alive, player):
    """The player who moves after `player`: the next one in turn order still in the game."""
    for step in range(1, PLAYERS + 1):
        candidate = (player + step) % PLAYERS
        if alive[candidate]:
            return candidate
    return player

import functools
import sys

sys.setrecursionlimit(5000)


@functools.lru_cache(maxsize=None)
def paths(x, y):
    if x == 0 or y == 0:
        return 1
    return paths(x - 1, y) + paths(x, y - 1)


def is_even(n):
    return True if n == 0 else is_odd(n - 1)


def is_odd(n):
    return False if n == 0 else is_even(n - 1)


def solve(board):
    def place(row, cols):
        if row == len(board):
            return 1
        return sum(place(row + 1, cols | {c}) for c in range(len(board)) if c not in cols and board[row][c] != "#")

    return place(0, frozenset())


print(paths(16, 16), paths.cache_info().hits > 0)
paths.cache_clear()
print(paths.cache_info().currsize)
print(is_even(1001), is_odd(2001))
print(solve(["....", ".#..", "..#.", "...."]))

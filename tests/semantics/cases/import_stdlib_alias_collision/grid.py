c = 3  # a module-level "c" unrelated to collections
r = 4


def neighbours(x, y):
    return [(x + dx, y + dy) for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)) if 0 <= x + dx < c and 0 <= y + dy < r]

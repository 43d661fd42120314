from ai.search import DEFAULT_DEPTH

print("ai.search.alphabeta loaded")


def clamp(value, low=0, high=10):
    return max(low, min(high, value))


def run(values, depth=DEFAULT_DEPTH):
    best = float("-inf")
    for v in values[: depth + 1]:
        best = max(best, clamp(v * depth))
    return f"best {best} at depth {depth}"

print("analysis: loading (expensive)")
VALUES = {"x": 1, "o": -1, ".": 0}


def evaluate(position):
    return sum(VALUES[c] for c in position)

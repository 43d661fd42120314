NAME = "material"
WEIGHTS = (1, 3, 3, 5, 9)


def evaluate(pieces):
    return sum(WEIGHTS[p] for p in pieces)


def explain():
    return f"{NAME}: " + ", ".join(f"{i}->{w}" for i, w in enumerate(WEIGHTS))

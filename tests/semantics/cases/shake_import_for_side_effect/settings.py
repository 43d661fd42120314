MODE = "normal"
DEPTH = 2


def describe():
    return f"searching {DEPTH} plies in {MODE} mode"

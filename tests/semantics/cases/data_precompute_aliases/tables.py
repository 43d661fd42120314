ROWS = [[r * 8 + c for c in range(8)] for r in range(8)]  # bundle: precompute
FIRST = ROWS[0]  # bundle: precompute
ALIAS = ROWS  # bundle: precompute
BOOLS = [i % 3 == 0 for i in range(40)]  # bundle: precompute
MIXED = [True, 1, 0, False] * 5  # bundle: precompute
FLOATS = [i / 4 for i in range(20)] + [2, -0.0]  # bundle: precompute
TRICKY = [0.1 + 0.2, 1e-320, -0.0, float("inf"), 5e-324, 1.5] * 3  # bundle: precompute
DKEYS = {i: i * 1.0 for i in range(20)}  # bundle: precompute
DMIX = {True: "t", 2: "two", 3.0: "three", (1, 2): [1], "s": None}  # bundle: precompute
BIG = [2 ** 70 + i for i in range(20)]  # bundle: precompute
NEG = [-(i * 1000) for i in range(20)]  # bundle: precompute
BYTES = bytes(range(50))  # bundle: precompute
BA = [bytes([i]) for i in range(20)]  # bundle: precompute

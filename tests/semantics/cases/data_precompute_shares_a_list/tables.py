BASE = [1, 2, 3]
T = [BASE, [4]]  # bundle: precompute

NAN = float("nan")
T = [NAN] * 20  # bundle: precompute
U = [float("inf"), -float("inf"), NAN, 0.5] * 5  # bundle: precompute
W = [(1, 2)] * 3  # bundle: precompute

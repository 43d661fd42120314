WEIGHTS = {"material": 100, "mobility": 1}
depth = 3


def show():
    print("tuning sees:", WEIGHTS, depth)

LIMIT = 3


def check(value):
    if value > LIMIT:
        raise ValueError(f"{value} is over {LIMIT}")


check(4)

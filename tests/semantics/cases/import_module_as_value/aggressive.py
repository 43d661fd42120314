RISK = 0.9


def choose(options):
    return max(options)

RISK = 0.1


def choose(options):
    return min(options)

VALUE = 1


def half(x)
    return x / 2

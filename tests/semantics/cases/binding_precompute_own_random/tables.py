import random

_names = {}


def name(cell):
    if cell not in _names:
        _names[cell] = "abcdefgh"[cell % 8] + str(cell // 8 + 1)
    return _names[cell]


def keys():
    generator = random.Random(7)
    return tuple(generator.getrandbits(16) for _ in range(12))


KEYS = keys()  # bundle: precompute
SQUARES = [name(cell) for cell in range(64)]  # bundle: precompute

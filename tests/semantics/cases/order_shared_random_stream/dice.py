import random

OPENING_ROLLS = [random.randint(1, 6) for _ in range(4)]


def roll():
    return random.randint(1, 6) + random.randint(1, 6)

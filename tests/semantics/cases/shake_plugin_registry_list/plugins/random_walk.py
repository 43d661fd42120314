import random

from plugins import REGISTRY


class RandomWalk:
    def __init__(self):
        self.rng = random.Random(99)

    def __call__(self, position):
        return self.rng.randrange(len(position))


REGISTRY.append(("random-walk", RandomWalk))

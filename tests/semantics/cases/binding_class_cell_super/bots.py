from base import Agent


class Greedy(Agent):
    LEVEL = 1

    def act(self, budget):
        return super().act(budget * 2) + " greedily"

    def is_exact(self):
        return type(self) is __class__ and super().is_exact() is False


class Cautious(Greedy):
    LEVEL = 2

    def __init__(self, seed):
        super().__init__(seed + 100)

    def act(self, budget):
        inner = super().act(budget // 2)
        return f"cautious<{inner}>"

    def level(self):
        mine = __class__.LEVEL
        return (mine, *super().level())

    @classmethod
    def chain(cls):
        return ["Cautious", *super().chain()]

class Agent:
    LEVEL = 0

    def __init__(self, seed):
        self.seed = seed

    def act(self, budget):
        return f"agent(seed={self.seed}) spends {budget}"

    def level(self):
        # __class__ is the class this method was defined in, not type(self)
        return __class__.LEVEL, type(self).LEVEL

    def is_exact(self):
        return type(self) is __class__

    @classmethod
    def chain(cls):
        return ["Agent"]

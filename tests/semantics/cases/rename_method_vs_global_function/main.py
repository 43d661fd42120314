def score(position):
    return sum(position)


def moves(position):
    return len(position)


class Evaluator:
    weight = 2

    def score(self, position):
        # `score` here is the module function; `self.score` is this method
        return score(position) * self.weight

    def moves(self):
        return ["m1", "m2"]

    def summary(self, position):
        return self.score(position), score(position), self.moves(), moves(position)


class Scaled(Evaluator):
    weight = 10


print(Evaluator().summary([1, 2, 3]))
print(Scaled().summary([4]))
methods = [name for name in ("score", "moves", "summary") if callable(getattr(Evaluator, name))]
print(methods, Evaluator.score is not score)

import collections


class Unit:
    def __init__(self, hp):
        self.hp = hp

    def __repr__(self):
        return f"{self.__class__.__name__}(hp={self.hp})"

    @staticmethod
    def describe_all(units):
        counts = collections.Counter(type(u).__name__ for u in units)
        return ", ".join(f"{n} x{c}" for n, c in sorted(counts.items()))


class Knight(Unit):
    pass

"""Basic statistics.

>>> mean([1, 2, 3])
2.0
"""


def mean(xs):
    """Arithmetic mean.

    >>> mean([2, 4])
    3.0
    """
    return sum(xs) / len(xs)


def median(xs):
    """Middle value.

    >>> median([3, 1, 2])
    2
    >>> median([1, 2, 3, 4])
    2.5
    """
    s = sorted(xs)
    mid = len(s) // 2
    return s[mid] if len(s) % 2 else (s[mid - 1] + s[mid]) / 2


class Tally:
    """Count things.

    >>> Tally().add(2).add(3).total
    5
    """

    def __init__(self):
        self.total = 0

    def add(self, n):
        self.total += n
        return self

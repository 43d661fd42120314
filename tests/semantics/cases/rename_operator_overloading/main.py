import functools

from vectors import Vec


@functools.total_ordering
class Money:
    def __init__(self, cents):
        self.cents = cents

    def __eq__(self, other):
        return isinstance(other, Money) and self.cents == other.cents

    def __lt__(self, other):
        return self.cents < other.cents

    def __hash__(self):
        return hash(self.cents)

    def __add__(self, other):
        return Money(self.cents + (other.cents if isinstance(other, Money) else other))

    __radd__ = __add__

    def __str__(self):
        return f"${self.cents / 100:.2f}"

    def __bool__(self):
        return self.cents != 0

    def __format__(self, spec):
        return format(str(self), spec)


a, b = Vec(1, 2), Vec(3, -1)
print(a + b, a - b, a * 3, 2 * a, -a, abs(Vec(3, 4)))
print(a == Vec(1, 2), a != b, len(a), list(a), a[1], 2 in a)
print(sum([Money(150), Money(275)], Money(0)), sum([Money(5)]))
print(Money(3) <= Money(4), max(Money(1), Money(9)), bool(Money(0)))
print(len({Money(1), Money(1), Money(2)}), f"[{Money(99):>8}]")
c = Vec(1, 1)
c += Vec(1, 1)
print(c, a @ b, sorted([Vec(2, 0), Vec(0, 1)]))

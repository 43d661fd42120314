SCALE = 10
BONUS = [1]


def score(x, scale=SCALE, bonus=BONUS):
    return x * scale + sum(bonus)


def remember(move, seen=[]):  # noqa: B006  (the shared default is the point)
    seen.append(move)
    return list(seen)


print(score(2))
SCALE = 100  # too late: the default was evaluated at def time
BONUS.append(5)  # but the list default is the same object
print(score(2), score(2, SCALE))
print(remember("e4"), remember("d4"), remember("c4", []))
print(remember.__defaults__)


def make_adder(n):
    def add(x, n=n):
        return x + n

    return add


adders = [make_adder(n) for n in range(3)]
print([f(10) for f in adders])

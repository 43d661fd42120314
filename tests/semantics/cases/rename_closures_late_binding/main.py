callbacks = [lambda: i for i in range(3)]
print("late binding:", [f() for f in callbacks])

fixed = [lambda i=i: i for i in range(3)]
print("bound early:", [f() for f in fixed])

handlers = {}
for name in ("up", "down", "left"):
    def handler(name=name):
        return f"moving {name}"

    handlers[name] = handler
print([handlers[k]() for k in ("left", "up")])

late = []
for n in range(3):
    late.append(lambda: n * 10)
n = 7
print("after rebinding n:", [f() for f in late])


def make_multipliers():
    return [lambda x, k=k: x * k for k in range(1, 4)]


print([m(5) for m in make_multipliers()])


def accumulate():
    total = []

    def add(x):
        total.append(x)
        return sum(total)

    return add


acc = accumulate()
print(acc(1), acc(2), acc(3))

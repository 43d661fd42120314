def averager():
    total = count = 0
    average = None
    try:
        while True:
            value = yield average
            if value is None:
                break
            total += value
            count += 1
            average = total / count
    finally:
        print(f"averager closing after {count} values")
    return total


def delegate(results):
    result = yield from averager()
    results.append(result)


def countdown(n):
    try:
        while n > 0:
            yield n
            n -= 1
    except GeneratorExit:
        print("countdown closed at", n)
        raise


gen = averager()
next(gen)
for v in (10, 20, 60):
    print("average:", gen.send(v))
try:
    gen.send(None)
except StopIteration as stop:
    print("returned:", stop.value)

results = []
d = delegate(results)
next(d)
d.send(4)
d.send(8)
try:
    d.send(None)
except StopIteration:
    pass
print("delegate results:", results)

c = countdown(5)
print(next(c), next(c))
c.close()
print("exhausted list:", list(countdown(3)))
squares = (x * x for x in range(4))
print(sum(squares), sum(squares))

import clock

nodes = 0


def visit(depth):
    global nodes
    nodes += 1
    if depth:
        for _ in range(2):
            visit(depth - 1)


def make_counter(start):
    count = start

    def step(by=1):
        nonlocal count
        count += by
        return count

    def peek():
        return count

    return step, peek


visit(3)
print("nodes visited:", nodes)
step, peek = make_counter(10)
step()
step(5)
print("counter:", peek())


def outer():
    value = "outer"

    def middle():
        value = "middle"

        def inner():
            nonlocal value
            value = "changed by inner"

        inner()
        return value

    return middle(), value


print(outer())
clock.tick()
clock.tick()
print("clock:", clock.now(), clock.ticks)

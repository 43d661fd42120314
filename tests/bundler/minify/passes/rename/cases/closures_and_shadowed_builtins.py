# fmt: off
def make_counter(start):
    count = start

    def step(increment):
        nonlocal count
        count += increment
        return count

    return step


def other(count):
    return count * 2


def tally(list, max=3):
    return [min(item, max) for item in list] + [len(list)]


def setup():
    global configured
    configured = True


counter = make_counter(10)
setup()
print(counter(1), counter(2), other(3), tally([1, 5, 2]), list("ab"), max(1, 2), configured)
# output
def c(b):
    a = b

    def c(b):
        nonlocal a
        a += b
        return a
    return c

def d(a):
    return a * 2

def e(a, b=3):
    return [min(a, b) for a in a] + [len(a)]

def f():
    global b
    b = True
a = c(10)
f()
print(a(1), a(2), d(3), e([1, 5, 2]), list('ab'), max(1, 2), b)

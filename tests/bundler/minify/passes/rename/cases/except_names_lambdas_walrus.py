# fmt: off
def risky(values):
    error = "none"
    try:
        values[10]
    except IndexError as error:
        pass
    try:
        return error
    except UnboundLocalError:
        return "deleted"


def join(*parts, sep="-"):
    return sep.join(parts)


adders = [lambda x, i=i: x + i for i in range(3)]
total = 0
running = [total := total + v for v in range(4)]
ordered = sorted([3, 1, 2], key=lambda item: -item)
try:
    import json as encoder
except ImportError:
    encoder = None
print(risky([]), join("a", "b", sep="+"), [f(1) for f in adders], total, running, ordered, encoder is not None)
# output
def c(b):
    a = 'none'
    try:
        b[10]
    except IndexError as a:
        pass
    try:
        return a
    except UnboundLocalError:
        return 'deleted'

def d(*a, sep='-'):
    return sep.join(a)
e = [lambda x, i=i: x + i for i in range(3)]
a = 0
f = [(a := (a + v)) for v in range(4)]
g = sorted([3, 1, 2], key=lambda a: -a)
try:
    import json as b
except ImportError:
    b = None
print(c([]), d('a', 'b', sep='+'), [f(1) for f in e], a, f, g, b is not None)

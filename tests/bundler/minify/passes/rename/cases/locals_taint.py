# fmt: off
def describe(first, second):
    joined = first + second
    return "{joined}!".format(**locals())


def other(value):
    doubled = value * 2
    return doubled


print(describe("a", "b"), other(4))
# output
def a(first, second):
    joined = first + second
    return '{joined}!'.format(**locals())

def b(value):
    a = value * 2
    return a
print(a('a', 'b'), b(4))

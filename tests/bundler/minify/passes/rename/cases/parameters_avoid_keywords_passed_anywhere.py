# fmt: off
# `a` and `b` arrive by keyword in `options`: renamed to either, `name` would take it
def apply(name, **options):
    return name, sorted(options.items())


def total(first, second):
    return first + second


print(apply("x", b=1, a=2), total(1, 2))
# output
def a(c, **d):
    return (c, sorted(d.items()))

def b(c, d):
    return c + d
print(a('x', b=1, a=2), b(1, 2))

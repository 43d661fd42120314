# fmt: off
def pick(values):
    best = None
    for value in values:
        if best is None or value > best:
            best = value
    return best, len(values), a_global


a_global = 5
print(pick([3, 1, 4]))
# output
def a(b):
    a = None
    for c in b:
        if a is None or c > a:
            a = c
    return (a, len(b), d)
d = 5
print(a([3, 1, 4]))

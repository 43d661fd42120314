# fmt: off
counter = 0


def outer():
    level = 1

    def bump():
        global counter
        nonlocal level
        counter += level
        level += 1

    bump()
    bump()
    return level


print(outer(), counter)
# output
b = 0

def a():
    a = 1

    def c():
        global b
        nonlocal a
        b += a
        a += 1
    c()
    c()
    return a
print(a(), b)

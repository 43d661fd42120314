# fmt: off
def squares(limit):
    found = [item * item for item in range(limit) if (last := item) % 2]
    return found, last


class Table:
    size = 3
    rows = [row * 2 for row in range(size)]


print(squares(6), Table.rows)
# output
def a(a):
    b = [a * a for a in range(a) if (c := a) % 2]
    return (b, c)

class b:
    size = 3
    rows = [a * 2 for a in range(size)]
print(a(6), b.rows)

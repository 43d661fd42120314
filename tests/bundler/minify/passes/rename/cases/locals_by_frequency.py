# fmt: off
def total(values):
    running = 0
    count = 0
    for value in values:
        running += value
        running += value
        count += 1
    return running, count


print(total([1, 2, 3]))
# output
def a(d):
    a = 0
    b = 0
    for c in d:
        a += c
        a += c
        b += 1
    return (a, b)
print(a([1, 2, 3]))

# fmt: off
def classify(point):
    match point:
        case (0, 0):
            return "origin"
        case (horizontal, 0):
            return f"x={horizontal!r:>4}"
        case {"y": vertical, **rest}:
            return f"{vertical} {rest}"
        case [first, *others]:
            return f"{first}{others}"
    return "other"


def guarded(items):
    if (size := len(items)) > 2:
        return size
    try:
        return items[5]
    except IndexError as problem:
        message = str(problem)
    del items
    return message


print(classify((0, 0)), classify((3, 0)), classify({"y": 1, "z": 2}), classify([1, 2]))
print(guarded([1, 2, 3]), guarded([1]))
# output
def a(a):
    match a:
        case [0, 0]:
            return 'origin'
        case [b, 0]:
            return f'x={b!r:>4}'
        case {'y': c, **d}:
            return f'{c} {d}'
        case [e, *f]:
            return f'{e}{f}'
    return 'other'

def b(a):
    if (b := len(a)) > 2:
        return b
    try:
        return a[5]
    except IndexError as c:
        d = str(c)
    del a
    return d
print(a((0, 0)), a((3, 0)), a({'y': 1, 'z': 2}), a([1, 2]))
print(b([1, 2, 3]), b([1]))

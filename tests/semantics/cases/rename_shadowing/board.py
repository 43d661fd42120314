size = 3


def cells(size):  # the parameter shadows the module global
    return [(r, c) for r in range(size) for c in range(size)]


def render():
    rows = []
    for r in range(size):
        row = "".join("#" if (r + c) % 2 else "." for c in range(size))
        rows.append(row)
    return "/".join(rows)

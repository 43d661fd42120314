def place(piece, *, row, col=0, check=False):
    flag = "+" if check else ""
    return f"{piece}@{row},{col}{flag}"


def summary(*moves, sep=", ", limit=None):
    shown = moves if limit is None else moves[:limit]
    return sep.join(shown)


def strict(a, b, /, c, *, d):
    return a + b * c - d


moves = [place("N", row=2), place("Q", col=7, row=1, check=True), place(piece="K", row=0)]
print(summary(*moves))
print(summary(*moves, sep=" | ", limit=2))
print(strict(1, 2, 3, d=4), strict(1, 2, c=3, d=4))
try:
    place("R", 1)
except TypeError:
    print("row must be given by keyword")
kwargs = {"row": 5, "check": True}
print(place("B", **kwargs))

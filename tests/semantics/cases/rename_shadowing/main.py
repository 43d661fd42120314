import board

count = 100
name = "global name"


def tally(list):  # noqa: A002  (a parameter shadowing a builtin)
    count = 0  # shadows the global inside
    for item in list:
        count += item
    return count


def describe(str=None, max=3):  # noqa: A002
    label = str if str is not None else name
    return f"{label} (max {max})"


def uses_builtins(items):
    return max(items), str(len(items)), list(reversed(items))


print(tally([1, 2, 3]), count)
print(describe(), describe("custom", max=9))
print(uses_builtins([4, 2, 8]))
print(board.cells(2))
print(board.render())

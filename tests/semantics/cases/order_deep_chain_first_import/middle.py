print("middle: start")
import leaf  # noqa: E402

leaf.touch("middle")
print("middle: end, leaf calls", leaf.CALLS)


def depth():
    return leaf.depth() + 1

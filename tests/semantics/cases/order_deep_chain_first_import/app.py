print("app: start")
import middle  # noqa: E402

print("app: end")


def depth():
    return middle.depth() + 1

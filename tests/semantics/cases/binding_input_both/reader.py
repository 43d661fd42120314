import sys

input = sys.stdin.readline  # noqa: A001
LAST = None


def read_size():
    global LAST
    LAST = input()
    w, h = LAST.split()
    return int(w), int(h)


def raw():
    return input()

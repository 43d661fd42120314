# fmt: off
# options: mode=library
LEVEL = 1


def level():
    return LEVEL

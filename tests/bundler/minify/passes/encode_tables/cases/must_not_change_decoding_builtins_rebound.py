# fmt: off
# the decoding calls `list`, which the program rebinds


def list(items):
    return tuple(items)


TABLE = [118, 108, 116, 119, 105, 120, 112, 97, 115, 98, 118, 97, 108, 105, 117, 111, 106, 115, 116, 107, 102, 108, 102, 107]
print(type(TABLE).__name__, list(TABLE)[:2])

# fmt: off
# in a function, a loop or a class body, in a set (whose order a rebuild need not keep),
# with a starred or computed element: not a table decoded once at load


def rows():
    return [108, 114, 115, 110, 115, 104, 107, 118, 97, 105, 116, 118, 119, 102, 119, 107, 114, 115, 115, 100, 119, 117, 103, 117]


for _ in range(2):
    LOOPED = [115, 105, 106, 100, 99, 112, 117, 112, 99, 108, 122, 99, 110, 101, 97, 106, 110, 121, 110, 100, 98, 116, 116, 121]


class Weights:
    TABLE = [98, 109, 119, 115, 107, 114, 105, 113, 104, 98, 106, 97, 99, 100, 116, 114, 98, 103, 110, 106, 116, 105, 101, 119]


SET = {98, 100, 101, 104, 105, 107, 108, 109, 110, 111, 113, 114, 116, 117, 118, 119, 120, 122}
STARRED = [*rows(), 174, 116, 34, 146, 61, 125, 23, 17, 101, 220, 25, 6, 246, 61, 87, 153, 122, 10, 211, 27, 58, 174, 64, 129]
COMPUTED = [len(SET), 244, 31, 180, 113, 101, 62, 61, 87, 122, 140, 65, 3, 249, 204, 25, 138, 127, 137, 216, 26, 242, 165, 0, 28]
print(sum(rows()), sum(LOOPED), sum(Weights.TABLE), len(SET), len(STARRED), len(COMPUTED))

# fmt: off
TABLE = [-120, 120, -120, 120, -120, 120, -120, 120, None, None, None, None, None]


def score(square):
    if square is None or square is None or square is None or square is None:
        return 120 + 120 + 120 + 120 + 120 + 120
    return TABLE[square]


print(score(None), score(0))
# output
_hoisted_0 = None
_hoisted_1 = 120
TABLE = [-_hoisted_1, _hoisted_1, -_hoisted_1, _hoisted_1, -_hoisted_1, _hoisted_1, -_hoisted_1, _hoisted_1, _hoisted_0, _hoisted_0, _hoisted_0, _hoisted_0, _hoisted_0]

def score(square):
    if square is None or square is None or square is None or (square is None):
        return 120 + 120 + 120 + 120 + 120 + 120
    return TABLE[square]
print(score(_hoisted_0), score(0))

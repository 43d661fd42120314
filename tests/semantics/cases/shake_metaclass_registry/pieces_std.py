from pieces import Piece, Registering


class _King(Piece):
    symbol = "K"
    value = 1000
    steps = tuple((x, y) for x in (-1, 0, 1) for y in (-1, 0, 1) if x or y)


class _Knight(Piece):
    symbol = "N"
    value = 3
    steps = ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1))


class _Queen(Piece):
    symbol = "Q"
    value = 9
    steps = _King.steps


print("definition order:", Registering.order)

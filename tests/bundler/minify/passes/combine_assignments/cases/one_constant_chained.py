# fmt: off
def fields(line):
    board = None
    colour = None
    castling = None
    count = 0
    total = 0
    ratio = 0.0
    name = "x"
    label = "x"
    for word in line.split():
        board = board or word
    return board, colour, castling, count, total, ratio, name, label


print(fields("a b"))
# output
def fields(line):
    board = colour = castling = None
    count = total = 0
    ratio = 0.0
    name = label = "x"
    for word in line.split():
        board = board or word
    return board, colour, castling, count, total, ratio, name, label


print(fields("a b"))

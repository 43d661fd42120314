VERSION = "1.4"


def new_board(size=3):
    return [[0] * size for _ in range(size)]

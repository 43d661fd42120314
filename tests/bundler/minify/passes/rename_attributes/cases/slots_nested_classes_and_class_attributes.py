# fmt: off
class Board:
    __slots__ = ("cells", "turn")

    class Cell:
        EMPTY = "."

    def __init__(self):
        self.cells = [Board.Cell.EMPTY] * 3
        self.turn = 0

    @classmethod
    def fresh(cls):
        return cls()

    @staticmethod
    def label(index):
        return "abc"[index]


board = Board.fresh()
board.cells[1] = "x"
board.turn += 1
print("".join(board.cells), board.turn, Board.label(2))
# output
class Board:
    __slots__ = ("c", "b")

    class h:
        g = "."

    def __init__(self):
        self.c = [Board.h.g] * 3
        self.b = 0

    @classmethod
    def d(cls):
        return cls()

    @staticmethod
    def e(index):
        return "abc"[index]


board = Board.d()
board.c[1] = "x"
board.b += 1
print("".join(board.c), board.b, Board.e(2))

class Move:
    __match_args__ = ("piece", "to")

    def __init__(self, piece, to):
        self.piece = piece
        self.to = to


class Resign:
    __match_args__ = ("reason",)

    def __init__(self, reason=None):
        self.reason = reason


def parse(line):
    match line.split():
        case ["move", piece, x, y]:
            return Move(piece, (int(x), int(y)))
        case ["resign", *words]:
            return Resign(" ".join(words) or None)
        case _:
            raise ValueError(line)

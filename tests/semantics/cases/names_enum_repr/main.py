from enum import Enum, Flag, IntEnum, auto

from colors import Color


class Piece(IntEnum):
    PAWN = 1
    ROOK = 5


class Perm(Flag):
    R = auto()
    W = auto()


class Phase(Enum):
    OPENING = "opening"
    ENDGAME = "endgame"


print(Piece.PAWN, repr(Piece.ROOK), f"{Piece.ROOK}")
print(Perm.R | Perm.W, repr(Perm.R), str(Perm(0)))
print(Phase.OPENING, repr(Phase.ENDGAME), list(Phase))
print(Color.RED, repr(Color.GREEN), Color["RED"])
print(type(Color.RED), Color.__name__)

import enum
from enum import Enum, Flag, IntEnum, auto

from colors import Color


class Piece(IntEnum):
    PAWN = 1
    KNIGHT = 3
    BISHOP = 3  # an alias of KNIGHT
    ROOK = 5
    QUEEN = 9


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXEC = auto()


class Phase(Enum):
    OPENING = auto()
    MIDDLE = auto()
    ENDGAME = auto()

    def next(self):
        members = list(type(self))
        return members[min(members.index(self) + 1, len(members) - 1)]


print([p.name for p in Piece], [int(p) for p in Piece])
print(Piece.BISHOP.name, Piece(5).name, Piece["QUEEN"].value, Piece.ROOK + 1)
print(sorted(Piece.__members__))
rw = Perm.READ | Perm.WRITE
print(rw.value, Perm.READ in rw, Perm.EXEC in rw, [p.name for p in Perm])
print(Phase.OPENING.value, Phase.OPENING.next().name, Phase.ENDGAME.next().name)
print(Color.RED.name, Color("g").name, Color.BLUE.hex(), len(Color))
print({c.name: c.value for c in Color})
print(Phase.MIDDLE is Phase["MIDDLE"], isinstance(Piece.PAWN, int))
print([m.name for m in enum.unique(Phase)])

from pieces import *  # noqa: F401,F403

print(KING, QUEEN, ROOK, BISHOP)
print(knight_moves(1, 2))
try:
    print(PAWN)  # noqa: F405  (not exported by __all__)
except NameError:
    print("PAWN is not exported")
import pieces  # noqa: E402

print("exports:", pieces.__all__)
print("PAWN via module:", pieces.PAWN)

from dataclasses import FrozenInstanceError

from model import Board, Color, Move, Perm, Point, Priority

print(repr(Color.RED), Color.GREEN, Color["GREEN"].name, Color("g"))
print(repr(Priority.HIGH), Priority.HIGH, f"{Priority.LOW}")
print(repr(Perm.R | Perm.W), Perm.X)
move = Move(Point(1), Point(2, 3))
print(move, Move._fields)
print(move._replace(color=Color.GREEN))
print(Board([move], Priority.HIGH))
try:
    Color("z")
except ValueError as error:
    print(error)
try:
    move.src.x = 5
except FrozenInstanceError as error:
    print(type(error).__name__, error)

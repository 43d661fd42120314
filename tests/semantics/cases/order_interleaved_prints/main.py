print("1 main begins")
import board  # noqa: E402

print("7 main after board")
import moves  # noqa: E402

print("8 main after moves (already loaded)")
print(board.SIZE, moves.DIRECTIONS)

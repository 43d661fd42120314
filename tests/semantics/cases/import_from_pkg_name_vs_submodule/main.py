from game import VERSION, rules, new_board

print("VERSION is bound by __init__:", VERSION)
print("rules is a submodule:", rules.MAX_PLAYERS, rules.legal(3))
board = new_board()
print("new_board from __init__:", board)
from game import scoring  # noqa: E402  (a submodule __init__ never imported)

print("scoring:", scoring.score(board))
import game  # noqa: E402

print("game.scoring bound after the import:", game.scoring.score([[1]]))

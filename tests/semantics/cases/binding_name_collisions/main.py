import chess_rules
import go_rules
from chess_rules import Board as ChessBoard
from chess_rules import helper as chess_helper
from go_rules import Board, helper

print(chess_helper(3), helper(3))
print(chess_rules.helper(4), go_rules.helper(4))
print(ChessBoard().describe(), "|", Board().describe())
print("sizes:", chess_rules.SIZE, go_rules.SIZE, chess_rules.area(), go_rules.area())
print("names:", chess_rules.NAME, go_rules.NAME)


def helper(x):
    return f"main helper {x}"


print(helper(5), go_rules.helper(5))

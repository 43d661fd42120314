print("game.scoring loaded")


def score(board):
    return sum(len(row) for row in board) * 10

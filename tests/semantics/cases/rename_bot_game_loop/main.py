import sys
from functools import partial

input = lambda: sys.stdin.readline().rstrip("\n")  # noqa: E731,A001
print = partial(print, flush=True)  # noqa: A001

WIN_LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


class Board:
    def __init__(self, cells="." * 9):
        self.cells = list(cells)

    def moves(self):
        return [i for i, c in enumerate(self.cells) if c == "."]

    def winner(self):
        for a, b, c in WIN_LINES:
            if self.cells[a] != "." and self.cells[a] == self.cells[b] == self.cells[c]:
                return self.cells[a]
        return None

    def play(self, index, mark):
        child = Board(self.cells)
        child.cells[index] = mark
        return child


def negamax(board, mark, other, depth=0):
    won = board.winner()
    if won:
        return (-10 + depth if won == other else 10 - depth), None
    options = board.moves()
    if not options:
        return 0, None
    best = (-100, None)
    for move in options:
        score, _ = negamax(board.play(move, other), other, mark, depth + 1)
        if -score > best[0]:
            best = (-score, move)
    return best


me = input()
opponent = "o" if me == "x" else "x"
turns = int(input())
for _ in range(turns):
    state = Board(input())
    score, move = negamax(state, opponent, me)
    print(move, score)

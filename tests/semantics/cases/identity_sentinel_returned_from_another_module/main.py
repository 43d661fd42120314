import sys

from board import best_move
from consts import PASS

cells = [tuple(map(int, line.split())) for line in sys.stdin if line.strip()]
move = best_move(cells)
print("pass" if move is PASS else f"play {move}", type(len(cells)) is int, move is None)
print(best_move([]) is PASS, best_move([]) == PASS)

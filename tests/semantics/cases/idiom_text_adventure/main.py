import sys

from game import Game

game = Game()
for line in sys.stdin:
    print(">", line.strip())
    print(game.handle(line))

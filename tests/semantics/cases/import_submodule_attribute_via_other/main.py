import game
import loader  # imports game.moves, which makes game.moves reachable from here too

print(loader.ready())
print("moves via the package attribute:", game.moves.generate(2))
print("package name:", game.TITLE)

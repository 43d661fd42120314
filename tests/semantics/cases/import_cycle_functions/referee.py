import player

RULES_VERSION = 2
print("referee loaded")


def run_game(turns):
    return [player.move(t) for t in range(turns)]

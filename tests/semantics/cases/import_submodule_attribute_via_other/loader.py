import game.moves


def ready():
    return f"loaded {len(game.moves.generate(5))} moves"

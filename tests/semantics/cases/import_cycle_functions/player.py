import referee

print("player loaded; referee has run_game:", hasattr(referee, "run_game"))


def move(turn):
    return (turn * 7) % 5


def describe():
    return f"player obeying rules v{referee.RULES_VERSION}"

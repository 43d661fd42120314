print("bot.strategy module loaded")


def choose(options):
    return max(options)

from plugins import plugin


@plugin("greedy")
def make():
    return lambda pos: max(range(len(pos)), key=pos.__getitem__)

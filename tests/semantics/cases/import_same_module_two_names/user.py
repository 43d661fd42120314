from pkg import util as tools

tools.tick()


def report():
    return tools.COUNT

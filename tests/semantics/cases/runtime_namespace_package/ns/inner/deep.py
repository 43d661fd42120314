from ..tools import f


def h():
    return "deep+" + f()

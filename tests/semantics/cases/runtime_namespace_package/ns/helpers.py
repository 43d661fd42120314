from .tools import f


def g():
    return "helpers.g+" + f()

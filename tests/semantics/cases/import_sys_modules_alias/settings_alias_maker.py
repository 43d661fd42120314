import sys


def hello():
    return "hello from " + __name__


sys.modules["alias_mod"] = sys.modules[__name__]

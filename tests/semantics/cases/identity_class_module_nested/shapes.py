import sys


class Outer:
    class Inner:
        pass


if sys.version_info >= (3,):
    class Guarded:
        pass

try:
    class Tried:
        pass
except NameError:
    pass


def make():
    class Local:
        pass

    return Local

try:
    from ...outside import FACTOR  # above the top-level package
except ImportError as error:
    print(type(error).__name__, error)
    FACTOR = 2


def factor():
    return FACTOR

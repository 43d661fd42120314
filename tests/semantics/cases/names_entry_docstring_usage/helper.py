import sys


def describe():
    """Describes the caller's usage line."""
    main = sys.modules["__main__"]
    return describe.__doc__ + " " + str(len(main.__doc__))

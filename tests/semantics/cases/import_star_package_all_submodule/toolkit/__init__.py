# `geometry` is a submodule never imported here: `from toolkit import *` imports it
__all__ = ["helper", "geometry", "VERSION"]
VERSION = "toolkit 0.3"


def helper(x):
    return x * 21

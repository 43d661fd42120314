from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("tinyver")
except PackageNotFoundError:
    __version__ = "UNKNOWN"


def newer(other):
    return tuple(map(int, other.split("."))) > tuple(map(int, __version__.split(".")))

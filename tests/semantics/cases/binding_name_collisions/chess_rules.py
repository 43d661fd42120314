NAME = "chess"
SIZE = 8
_cache = {}


def helper(x):
    return f"chess helper {x * SIZE}"


def area():
    _cache.setdefault("area", SIZE * SIZE)
    return _cache["area"]


class Board:
    def describe(self):
        return f"{NAME} board {SIZE}x{SIZE} ({helper(1)})"

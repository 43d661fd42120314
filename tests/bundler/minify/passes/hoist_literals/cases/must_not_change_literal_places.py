# fmt: off
from math import *


def pick(command: "str | None" = None):
    """A docstring that mentions None None None."""
    while True:
        match command:
            case None:
                return f"{'none'}none"
            case "none":
                return "matched"
            case _:
                return pow(2, 3) + pow(2, 3) + pow(2, 3) + pow(2, 3)


__all__ = ["pick", "pick", "pick", "pick", "pick"]
print(pick(), pick("none"), pick("x"))

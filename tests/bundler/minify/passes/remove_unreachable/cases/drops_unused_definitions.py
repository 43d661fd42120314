# fmt: off
import math
from typing import Callable

LIMIT = 3


def unused(step: Callable) -> None:
    return math.floor(step())


def used(x):
    return x * LIMIT


print(used(2))
# output
LIMIT = 3


def used(x):
    return x * LIMIT


print(used(2))

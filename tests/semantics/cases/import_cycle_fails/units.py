print("units: start")
from terrain import cost  # noqa: E402

SPEED = 3


def travel(tile):
    return cost(tile) * SPEED

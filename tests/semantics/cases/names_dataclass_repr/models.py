from dataclasses import dataclass


@dataclass
class Position:
    x: int
    y: int
    owner: object = None

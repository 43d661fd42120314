from dataclasses import dataclass


@dataclass
class Circle:
    radius: float


@dataclass
class Rect:
    width: float
    height: float


class Segment:
    __match_args__ = ("start", "end")

    def __init__(self, start, end):
        self.start = start
        self.end = end

from enum import Enum


class Color(Enum):
    RED = "r"
    GREEN = "g"
    BLUE = "b"

    def hex(self):
        return {"r": "#f00", "g": "#0f0", "b": "#00f"}[self.value]

class Rect:
    def __init__(self, width, height):
        self.width = width
        self.height = height

    def scale(self, factor):
        return Rect(self.width * factor, self.height * factor)


def area(rect, *, unit="cm"):
    return f"{rect.width * rect.height}{unit}2"


def summarize(scores):
    for score in scores:
        best = max(score, 0)
    return best

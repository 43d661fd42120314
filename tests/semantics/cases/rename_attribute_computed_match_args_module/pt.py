class Pt:
    __match_args__ = tuple("xpos ypos".split())
    def __init__(self, x, y):
        self.xpos = x
        self.ypos = y
def describe(p):
    match p:
        case Pt(0, b):
            return f"onaxis {b}"
        case Pt(a, b):
            return f"pt {a} {b}"
        case _:
            return "nomatch"

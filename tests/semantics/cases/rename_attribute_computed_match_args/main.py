import sys
class Pt:
    __match_args__ = tuple("xpos ypos".split())
    def __init__(self, x, y):
        self.xpos = x
        self.ypos = y
if sys.stdin.read():
    match Pt(1, 2):
        case Pt(a, b):
            print("pt", a, b)
        case _:
            print("nomatch")

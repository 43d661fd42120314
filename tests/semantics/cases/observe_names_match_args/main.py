from shapes import Circle, Rect, Segment


def describe(shape):
    match shape:
        case Circle(0):
            return "dot"
        case Circle(r):
            return f"circle r={r}"
        case Rect(w, h) if w == h:
            return f"square {w}"
        case Rect(width=w, height=h):
            return f"rect {w}x{h}"
        case Segment(a, b):
            return f"segment {a}->{b}"
        case _:
            return "unknown"


print(Circle.__match_args__, Rect.__match_args__, Segment.__match_args__)
for shape in (Circle(0), Circle(2), Rect(3, 3), Rect(2, 5), Segment(1, 4), "x"):
    print(describe(shape))
try:
    match Circle(1):
        case Circle(a, b):
            print(a, b)
except TypeError as error:
    print("TypeError:", error)

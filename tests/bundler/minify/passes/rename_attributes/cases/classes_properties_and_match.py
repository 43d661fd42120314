# fmt: off
class Shape:
    corners = 0

    def __init__(self, edge):
        self.edge_length = edge

    @property
    def surface(self):
        return self.edge_length * self.edge_length

    def describe(self):
        return f"{self.corners}/{self.surface}"


class Square(Shape):
    corners = 4

    def grow(self, by):
        self.edge_length += by
        return self


def classify(shape):
    match shape:
        case Square(corners=4, edge_length=edge) if edge > 2:
            return "big square"
        case Square():
            return "square"
    return "other"


square = Square(2)
print(square.describe(), classify(square), classify(square.grow(1)))
print(square.edge_length, Square.corners)
# output
class Shape:
    c = 0

    def __init__(self, edge):
        self.b = edge

    @property
    def g(self):
        return self.b * self.b

    def d(self):
        return f'{self.c}/{self.g}'


class Square(Shape):
    c = 4

    def e(self, by):
        self.b += by
        return self


def classify(shape):
    match shape:
        case Square(c=4, b=edge) if edge > 2:
            return 'big square'
        case Square():
            return 'square'
    return 'other'


square = Square(2)
print(square.d(), classify(square), classify(square.e(1)))
print(square.b, Square.c)

class Square:
    sides = 4
    count = 0

    def __init__(self, side):
        self.side = side
        Square.count += 1

    def area(self):
        return self.side**2

    @classmethod
    def unit(cls):
        return cls(1)

    @classmethod
    def describe(cls):
        return f"a polygon with {cls.sides} sides"

    @staticmethod
    def perimeter_of(side):
        return 4 * side

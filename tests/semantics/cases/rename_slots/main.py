class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def shifted(self, dx):
        return Point(self.x + dx, self.y)


class Point3(Point):
    __slots__ = ("z",)

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


p = Point(1, 2)
try:
    p.color = "red"
except AttributeError:
    print("slots reject an unknown attribute")
q = Point3(1, 2, 3)
print(q.x, q.y, q.z, p.shifted(5).x)
print(Point.__slots__, Point3.__slots__, hasattr(p, "__dict__"))
print([getattr(q, name) for name in ("x", "y", "z")])
setattr(q, "z", 30)
print(q.z)
del p.y
print("y deleted:", not hasattr(p, "y"))

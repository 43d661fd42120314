import shapes

print("Square.sides:", shapes.Square.sides)
print("Square.describe():", shapes.Square.describe())
print("unit square area:", shapes.Square.unit().area())
print("Square.count after unit():", shapes.Square.count)
sq = shapes.Square(3)
print("instance area:", sq.area(), "count:", shapes.Square.count)
print("static helper:", shapes.Square.perimeter_of(5))
shapes.Square.sides = 5
print("rebinding a class attribute:", shapes.Square.describe())
print("unbound call:", shapes.Square.area(shapes.Square(2)))

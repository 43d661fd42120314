from shapes import Circle, Shape, Square, Triangle

print(Square(3).describe())
for cls, args in ((Shape, ()), (Circle, (1,)), (Triangle, ())):
    try:
        cls(*args)
    except TypeError as error:
        print("TypeError:", error)
print(sorted(Circle.__abstractmethods__), isinstance(Square(1), Shape))

import sys
class Shape:
    sides: int = 3
if sys.stdin.readline().strip() == "go":
    print(getattr(Shape, "__annotations__"))
print(Shape.sides)

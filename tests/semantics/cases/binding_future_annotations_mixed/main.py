import shapes


def perimeter(width: int, height: int) -> int:
    return 2 * (width + height)


print(shapes.area(3, 4), perimeter(3, 4))
print(shapes.area.__annotations__)
print(perimeter.__annotations__)

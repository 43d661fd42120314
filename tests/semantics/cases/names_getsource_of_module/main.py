import shapes
print(shapes.source())
print(shapes.area(2, 3))

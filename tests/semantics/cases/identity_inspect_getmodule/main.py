import inspect

import geometry
from geometry import shapes
from geometry.shapes import unit


def describe(obj):
    module = inspect.getmodule(obj)
    return f"{obj.__qualname__} lives in {module.__name__}"


print(describe(geometry.Circle))
print(describe(unit))
print(describe(geometry.Square.area))
print(describe(describe))
print(inspect.getmodule(unit()).__name__)
own = [
    name
    for name, cls in inspect.getmembers(shapes, inspect.isclass)
    if cls.__module__ == shapes.__name__
]
print(own)
print([shape.area() for shape in (unit(), geometry.Square(3))])

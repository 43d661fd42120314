import shapes
from dataclasses import dataclass
@dataclass
class P:
    x: int
print(type(shapes.Sq(2)), shapes.Sq, P(1), type(P(1)), shapes.Sq.__module__, shapes.Sq.__doc__)

from .shapes import Circle, Square

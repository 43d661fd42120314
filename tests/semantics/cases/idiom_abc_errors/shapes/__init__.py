from .base import Shape
from .impl import Circle, Square, Triangle

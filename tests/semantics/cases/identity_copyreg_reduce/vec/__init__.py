from .vector import Vector, make_vector

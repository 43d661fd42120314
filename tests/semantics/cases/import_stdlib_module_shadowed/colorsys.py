"""A project module named like a standard-library one: from the sources it wins."""
VERSION = "project colorsys 1.0"


def rgb_to_hsv(r, g, b):
    return ("not the stdlib", r, g, b)

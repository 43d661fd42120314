"""Unit conversions."""


def c_to_f(celsius: float) -> float:
    """Convert Celsius to Fahrenheit.

    >>> c_to_f(100)
    212.0
    """
    return celsius * 9 / 5 + 32


class Meter:
    """A length in meters."""

    def __init__(self, value):
        self.value = value

    def to_feet(self, digits=2):
        """Length in feet, rounded to *digits*."""
        return round(self.value * 3.28084, digits)

# fmt: off
"""Module."""


def documented():
    """Only a docstring."""


class Thing:
    """Class."""

    def method(self):
        """Method."""
        return 1


print(documented(), Thing().method())
# output
def documented():
    pass

class Thing:

    def method(self):
        return 1
print(documented(), Thing().method())

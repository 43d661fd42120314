# fmt: off
# options: mode=library
"""Module."""


def public():
    """Public."""

    def nested():
        """Nested: not reachable by importers."""
        return 2

    return nested()


def _private():
    """Private."""
    return 1


class Thing:
    """Class."""

    def method(self):
        """Public method."""

    def _helper(self):
        """Private method."""


print(public(), _private())
# output
"""Module."""

def public():
    """Public."""

    def nested():
        return 2
    return nested()

def _private():
    return 1

class Thing:
    """Class."""

    def method(self):
        """Public method."""

    def _helper(self):
        pass
print(public(), _private())

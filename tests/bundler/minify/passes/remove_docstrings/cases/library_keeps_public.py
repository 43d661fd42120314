# fmt: off
# options: mode=library
"""Module."""


def public():
    """Public."""

    def nested():
        """Nested: a public function may return it."""
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
        """Private method of a public class: handed out with it."""


print(public(), _private())
# output
"""Module."""

def public():
    """Public."""

    def nested():
        """Nested: a public function may return it."""
        return 2
    return nested()

def _private():
    return 1

class Thing:
    """Class."""

    def method(self):
        """Public method."""

    def _helper(self):
        """Private method of a public class: handed out with it."""
print(public(), _private())

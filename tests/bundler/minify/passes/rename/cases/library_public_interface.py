# fmt: off
# options: mode=library
__all__ = ["_exported", "public"]
_cache = {}


def _exported(key):
    return key


def public(value, _scale=2):
    """Public API: the name, the parameter and this docstring stay."""
    scaled = value * _scale
    _cache[value] = scaled
    return _helper(scaled)


def _helper(number):
    return -number


class Shape:
    sides = 4

    def area(self, size):
        total = size * size
        return total


print(public(3), _exported(1), Shape().area(2), _cache)
# output
__all__ = ['_exported', 'public']
_a = {}

def _exported(key):
    return key

def public(value, _scale=2):
    """Public API: the name, the parameter and this docstring stay."""
    a = value * _scale
    _a[value] = a
    return _b(a)

def _b(a):
    return -a

class Shape:
    sides = 4

    def area(self, size):
        a = size * size
        return a
print(public(3), _exported(1), Shape().area(2), _a)

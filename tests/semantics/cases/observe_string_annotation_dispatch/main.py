import functools
import sys
from fractions import Fraction

@functools.singledispatch
def describe(value):
    return 'something'

def register_fraction():
    @describe.register
    def _(value: 'Fraction'):
        return 'a fraction'

if sys.stdin.read():
    register_fraction()
    print(describe(Fraction(1, 3)))

"""An entry that reads its own text."""
import inspect
import os
import sys

from instrument import probe


def greet(name):
    return f"hello {name}"


text = inspect.getsource(sys.modules[__name__])
print(len(text.splitlines()), text.splitlines()[0])
lines, start = inspect.getsourcelines(sys.modules[__name__])
print(start, lines[-1].strip())
print(os.path.basename(__file__))
print(probe(greet))
print(greet("world"))

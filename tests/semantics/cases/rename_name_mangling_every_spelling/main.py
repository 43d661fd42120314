import inspect

from shapes import Outer, Registry

registry = Registry()
print(registry.make(), registry.make(5))
print(registry.scan([1, 2, 3, 4]))
print(list(inspect.signature(Registry.make).parameters))
print(Outer.Inner.tags, Outer().call())
print(Registry._Registry__Entry.size, type(registry).__name__)

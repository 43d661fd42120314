import pkgutil

import ns.tools
from ns import helpers
from ns.inner import deep

print(ns.tools.f(), helpers.g(), deep.h())
print(ns.__file__, type(ns.__path__).__name__, ns.__spec__.origin, ns.__package__)
print(sorted(name for _, name, _ in pkgutil.iter_modules(ns.__path__)))
print(type(ns.__loader__).__name__, ns.inner.__name__, helpers.__package__)

import sys

import backends

print(len(backends.__path__))
for name in sys.stdin.read().split():
    backend = backends.load(name)
    print(backend.name, backend.put("a", 1), backend.put("b", 2))
print(backends.load().name)

import sys

import plugins  # noqa: F401  (importing it registers every plugin)
from registry import PLUGINS

print(list(PLUGINS))
for line in sys.stdin:
    name, _, arg = line.rstrip("\n").partition(" ")
    cls = PLUGINS.get(name)
    print(cls().handle(arg) if cls else f"no plugin {name!r}")

import importlib
import pkgutil
import sys

import commands

print([(m.name, m.ispkg) for m in pkgutil.iter_modules(commands.__path__)])
print([m.name for m in pkgutil.iter_modules(commands.__path__, commands.__name__ + ".")])
table = {}
for info in pkgutil.iter_modules(commands.__path__):
    if not info.name.startswith("_") and not info.ispkg:
        table[info.name] = importlib.import_module(f"commands.{info.name}")
for name, module in table.items():
    print(name, "-", module.HELP)
for line in sys.stdin:
    name, *args = line.split()
    print(table[name].run(args) if name in table else f"unknown command {name}")

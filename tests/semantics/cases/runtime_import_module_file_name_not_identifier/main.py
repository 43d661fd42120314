import sys
from importlib import import_module

import tables

for line in sys.stdin:
    version = line.strip()
    try:
        module = import_module(f".width-{version.replace('.', '-')}", "tables")
    except ModuleNotFoundError as error:
        print("no table:", error)
        continue
    print(version, module.__name__, module.WIDTHS[:3], tables.describe(module))
print(tables.describe(import_module("tables.width-15-0")))

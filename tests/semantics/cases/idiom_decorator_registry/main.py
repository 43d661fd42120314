import sys

import tools  # noqa: F401
from registry import COMMANDS

for name, func in sorted(COMMANDS.items()):
    print(f"{name:6} {func.__doc__}")
for line in sys.stdin:
    name, *args = line.split()
    print(COMMANDS[name](*args) if name in COMMANDS else f"unknown: {name}")

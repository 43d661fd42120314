import sys

from commands import COMMANDS, execute

import handlers  # noqa: F401  (registers the commands as a side effect)

print("commands:", sorted(COMMANDS))
for line in sys.stdin:
    line = line.strip()
    if line:
        print(f"> {line}")
        print(execute(line))

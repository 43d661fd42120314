import sys

from handlers import HANDLERS

print(sorted(HANDLERS))
for line in sys.stdin:
    event, user = line.split()
    handle = HANDLERS.get(event)
    print(handle(user) if handle else f"no handler for {event}")
print({f.__qualname__: f.__module__ for f in HANDLERS.values()})

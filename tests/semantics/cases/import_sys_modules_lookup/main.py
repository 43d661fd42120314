import sys

import commands


def handle_greet(arg):
    return f"hello {arg}"


def handle_shout(arg):
    return arg.upper() + "!"


this = sys.modules[__name__]
for line in sys.stdin.read().splitlines():
    verb, _, arg = line.partition(" ")
    handler = getattr(this, "handle_" + verb, None)
    if handler is None:
        print(f"{verb}: {commands.dispatch(verb, arg)}")
    else:
        print(f"{verb}: {handler(arg)}")

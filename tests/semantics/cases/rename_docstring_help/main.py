"""Tiny command shell for a bot: `help` lists commands from their docstrings."""
import sys

COMMANDS = {}


def command(name):
    def register(function):
        COMMANDS[name] = function
        return function

    return register


@command("help")
def cmd_help():
    """List the commands."""
    for name in sorted(COMMANDS):
        doc = COMMANDS[name].__doc__ or "(no help)"
        print(f"  {name:<6} {doc.strip().splitlines()[0]}")


@command("echo")
def cmd_echo(*words):
    """Print the words back.

    A second paragraph that help does not show.
    """
    print(" ".join(words))


@command("quiet")
def cmd_quiet():
    pass


class Engine:
    """Engine docstring shown in the banner."""


print(__doc__.split(":")[0])
print("engine:", Engine.__doc__)
for line in sys.stdin:
    name, *args = line.split()
    COMMANDS[name](*args)

"""Driver: docopt (one module: a parser built from a usage docstring, a class hierarchy with
`__repr__` via `__class__.__name__`, `DocoptExit` whose class attribute `usage` is set at run time,
`sys.exit` through an exception raised inside the library).

Usage:
  main.py run <level> [--fast] [--budget=<ms>]
  main.py --version

Options:
  --fast          Skip the opening book.
  --budget=<ms>   Time budget per turn [default: 50].
"""

from docopt import (
    Argument,
    Command,
    DocoptExit,
    DocoptLanguageError,
    Option,
    docopt,
    parse_defaults,
    printable_usage,
)

USAGE = """Arena bot.

Usage:
  bot.py play <arena> [--depth=<n>] [--seed=<s>] [-v | -q] [--opponent=<name>...]
  bot.py replay <file>... [--speed=<x>]
  bot.py ship new <name>...
  bot.py ship <name> move <x> <y> [--speed=<kn>]
  bot.py (-h | --help)
  bot.py --version

Options:
  -h --help          Show this screen.
  --version          Show version.
  --depth=<n>        Search depth [default: 4].
  --seed=<s>         Random seed [default: 0].
  -v --verbose       Talk more.
  -q --quiet         Talk less.
  --opponent=<name>  Opponent names.
  --speed=<x>        Speed in knots [default: 10].
"""


def show(argv):
    try:
        arguments = docopt(USAGE, argv=argv, version="bot 1.2", help=False)
    except DocoptExit as exit_:
        print(
            argv, "-> DocoptExit", repr(str(exit_).splitlines()[0]), exit_.code is None
        )
        return
    except SystemExit as exit_:
        print(argv, "-> SystemExit", repr(exit_.code))
        return
    print(
        argv,
        "->",
        sorted((k, v) for k, v in arguments.items() if v not in (None, False, [], 0)),
    )


show("play chess960".split())
show("play connect4 --depth=7 -v --seed 42".split())
show("play knights --opponent=alice --opponent bob -q".split())
show("play knights -vq".split())
show("play --dep=3 chess".split())
show("replay a.log b.log --speed=2.5".split())
show("ship new titanic olympic".split())
show("ship titanic move 10 20 --speed=5".split())
show("ship titanic move 10".split())
show(["--version"])
show(["-h"])
show("fly away".split())
show([])
show("play chess -- --not-an-option".split())

print("--- options_first and custom docs")
doc = """Usage: prog [options] <command> [<args>...]

Options:
  -a, --all  everything
  --level=N  level [default: 1]
"""
print(
    sorted(
        docopt(doc, argv=["-a", "run", "--level=3", "x"], options_first=True).items()
    )
)
print(sorted(docopt(doc, argv=["run", "--level=3", "x"]).items()))
counted = docopt("Usage: prog [-v...] [go go]", argv=["-vvv", "go", "go"])
print("counted", sorted(counted.items()))
print(
    "either",
    sorted(
        docopt("Usage: prog (--left | --right) [<n>]", argv=["--right", "5"]).items()
    ),
)

print("--- language errors")
for bad in [
    "no usage section here",
    "Usage: prog [a\n",
    "usage: a\n\nusage: b",
    "Usage: prog --opt=<x>\n\nOptions:\n  --opt  takes no argument",
]:
    try:
        docopt(bad, argv=[])
    except DocoptLanguageError as error:
        print("language error |", error)
    except DocoptExit as exit_:
        print("exit |", str(exit_).splitlines()[0])

print("--- usage read from docstrings (the usual docopt(__doc__) idiom)")
print("module doc", sorted(docopt(__doc__, argv=["run", "3", "--fast"]).items()))


def subcommand_usage():
    """Usage: sub (add|rm) <item>... [--force]"""


print(
    "function doc",
    sorted(docopt(subcommand_usage.__doc__, argv=["rm", "a", "b"]).items()),
)

print("--- internals")
print("printable_usage", repr(printable_usage(USAGE).splitlines()[1]))
defaults = parse_defaults(USAGE)
print("defaults", [(o.short, o.long, o.argcount, o.value) for o in defaults])
print("option parse", repr(Option.parse("-d --depth=<n>  Depth [default: 3]")))
print(
    "reprs",
    repr(Argument("<x>", "1")),
    repr(Command("go", True)),
    repr(Option("-a", None, 0, False)),
)
print("DocoptExit.usage", repr(DocoptExit.usage.splitlines()[0]))
print("done")

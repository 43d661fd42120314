"""Driver: termcolor (colour tables, `colored`/`cprint` with attributes, RGB tuples,
`NO_COLOR`/`FORCE_COLOR` environment checks cached with `functools.cache`)."""

import io
import os
import sys

import termcolor
from termcolor import ATTRIBUTES, COLORS, HIGHLIGHTS, colored, cprint

os.environ.pop("NO_COLOR", None)
os.environ.pop("ANSI_COLORS_DISABLED", None)
os.environ["FORCE_COLOR"] = "1"
print("colors", sorted(COLORS.items()))
print("highlights", sorted(HIGHLIGHTS.items()))
print("attributes", sorted(ATTRIBUTES.items()))
for color in sorted(COLORS):
    print(color, repr(colored("x", color)))
print(repr(colored("hi", "red", "on_white", ["bold", "underline"])))
print(repr(colored("rgb", (255, 128, 0), (0, 0, 128))))
print(
    repr(
        colored(
            "attrs", attrs=["blink", "reverse", "concealed", "dark", "italic", "strike"]
        )
    )
)
print(repr(colored(12345, "green")))
print(repr(colored("force", "blue", force_color=True, no_color=False)))
print(repr(colored("none", "blue", no_color=True)))
try:
    colored("x", "nosuchcolor")
except KeyError as error:
    print("KeyError", error)
buffer = io.StringIO()
cprint("printed", "magenta", "on_cyan", attrs=["bold"], file=buffer, end="|")
cprint("second", file=buffer)
print(repr(buffer.getvalue()))
termcolor.termcolor.can_colorize.cache_clear()
os.environ.pop("FORCE_COLOR")
os.environ["NO_COLOR"] = "1"
termcolor.termcolor.can_colorize.cache_clear()
print("no color env", repr(colored("plain?", "red")))
os.environ.pop("NO_COLOR")
termcolor.termcolor.can_colorize.cache_clear()
print("not a tty", repr(colored("plain?", "red")), sys.stdout.isatty())
print("all names", sorted(n for n in termcolor.__all__))

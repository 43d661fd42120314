"""Driver: fire + termcolor (command lines generated from any object by `inspect`: signatures,
docstrings parsed for help, classes, dicts and nested members; help text printed for a
non-interactive stdout)."""

import io
import sys
import contextlib

import fire
from fire import core, docstrings, inspectutils, parser


def add(x, y=2, *rest, scale: float = 1.0, **named):
    """Adds numbers.

    Args:
        x: The first number.
        y: The second number.
        scale: A factor.
    Returns:
        The scaled sum.
    """
    return (x + y + sum(rest)) * scale, sorted(named.items())


class Calculator:
    """A calculator with a memory."""

    def __init__(self, start=0):
        self.memory = start

    def double(self, number):
        """Doubles NUMBER."""
        return 2 * number

    def store(self, value):
        self.memory = value
        return self

    def __str__(self):
        return f"Calculator({self.memory})"

    class Nested:
        ANSWER = 42

        @staticmethod
        def shout(word="hi"):
            return word.upper()


def run(component, args, name="tool"):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            result = fire.Fire(component, command=args, name=name)
            status = 0
        except fire.core.FireExit as exit:
            result, status = None, exit.code
        except TypeError as error:
            result, status = str(error), "raised"
    print(f"$ {name} {' '.join(args)} -> {status} {result!r}"[:200])
    for line in (out.getvalue() + err.getvalue()).splitlines():
        print("  |", line.rstrip())


run(add, ["1", "2"])
run(add, ["1", "2", "3", "4", "--scale=0.5", "--extra=yes"])
run(add, ["--x=10"])
run(add, ["1", "--y", "5"])
run(add, ["--help"])
run(add, ["1", "--nope"])
run(Calculator, ["double", "21"])
run(Calculator, ["--start=5", "store", "7", "-", "memory"])
run(Calculator, ["Nested", "shout", "--word=yo"])
run(Calculator, ["Nested", "ANSWER"])
run(Calculator, ["--help"])
run(Calculator, ["double", "--help"])
run({"a": {"b": [10, 20, 30]}, "f": lambda n: n * 3}, ["a", "b", "1"])
run({"a": {"b": [10, 20, 30]}, "f": lambda n: n * 3}, ["f", "4"])
run([1, 2, 3], ["0"])
run("text", ["upper"])
run(Calculator, ["double", "(1,2)"])
run(add, ["'1'", "'2'"])
run(add, ["1", "2", "--", "--help"])
print(
    "parse",
    [
        parser.DefaultParseValue(v)
        for v in [
            "1",
            "1.5",
            "True",
            "[1, 'a']",
            "{a: 1}",
            "hello",
            "(1,)",
            "None",
            "1e3",
        ]
    ],
)
print("separate", parser.SeparateFlagArgs(["a", "--", "--interactive"]))
spec = inspectutils.GetFullArgSpec(add)
print(
    "argspec",
    spec.args,
    spec.varargs,
    spec.varkw,
    spec.defaults,
    spec.kwonlyargs,
    spec.kwonlydefaults,
    sorted(spec.annotations),
)
info = docstrings.parse(add.__doc__)
print(
    "docstring",
    info.summary,
    [(a.name, a.description) for a in info.args],
    info.returns,
)
print(
    "class info",
    inspectutils.Info(Calculator)["type_name"],
    inspectutils.IsNamedTuple((1,)),
)

"""Driver: configobj + validate (INI files with nested sections, list values and interpolation
parsed by regexes, a `Section` dict subclass with `walk`, type checking with `validate`'s
`Validator` whose check functions are registered by name and parsed from spec strings), and the
doctests of `validate` run through a quiet `doctest.DocTestRunner`."""

import doctest

import configobj.validate
import validate
from configobj import ConfigObj, ConfigObjError, flatten_errors, get_extra_values
from validate import Validator, VdtValueTooBigError

CONFIG = """# top comment
name = arena bot
version = 3
ratio = 0.75
tags = fast, strong, "quoted, item"
home = /opt/bot
log = %(home)s/log.txt

[engine]
depth = 6
mode = iterative
    [[eval]]
    material = 1.0
    mobility = 0.2  # inline comment
    [[[weights]]]
    pawn = 100
    knight = 320

[players]
alice = 1500
bob = 1400
multi = '''line one
line two'''
"""
config = ConfigObj(CONFIG.splitlines(), interpolation="ConfigParser")
print(
    "top",
    config["name"],
    config["version"],
    config["tags"],
    config["log"],
    config.as_int("version"),
    config.as_float("ratio"),
)
print(
    "sections",
    config.sections,
    config["engine"].sections,
    config["engine"]["eval"]["weights"].dict(),
)
print("scalars", config.scalars, config["engine"].scalars)
print("comments", config.initial_comment, config["engine"]["eval"].inline_comments)
print(
    "depth",
    config["engine"]["eval"]["weights"].depth,
    config["engine"].parent is config,
    config["engine"]["eval"].main is config,
)
print("multiline", repr(config["players"]["multi"]))
config["engine"]["depth"] = 8
config["new"] = {"a": "1", "b": ["x", "y"]}
config["engine"].rename("mode", "style")
print("write")
for line in config.write():
    print("  |", line)
collected = []
config.walk(lambda section, key: collected.append((section.name, key)))
print("walked", collected)
SPEC = """
name = string(min=2)
version = integer(min=1, max=5)
ratio = float(0, 1)
tags = list(min=1)
home = string
log = string
[engine]
depth = integer(max=7)
style = option("iterative", "mcts")
flag = boolean(default=False)
    [[eval]]
    material = float
    mobility = float
        [[[weights]]]
        pawn = integer
        knight = integer
[players]
__many__ = integer
multi = string
"""
checked = ConfigObj(
    CONFIG.splitlines(), configspec=SPEC.splitlines(), interpolation="ConfigParser"
)
checked["engine"].rename("mode", "style")
result = checked.validate(Validator(), preserve_errors=True)
print("validate result", result if result is True else "errors")
for entry in flatten_errors(checked, result):
    print(
        "  error", entry[0], entry[1], type(entry[2]).__name__ if entry[2] else entry[2]
    )
print(
    "converted",
    checked["version"],
    type(checked["ratio"]).__name__,
    checked["engine"]["flag"],
    checked["players"]["alice"] + 1,
)
print("extra values", get_extra_values(checked))
v = Validator()
for check, value in [
    ("integer(0, 9)", "5"),
    ("integer(0, 9)", "10"),
    ("float", "1e3"),
    ("boolean", "yes"),
    ("ip_addr", "10.0.0.1"),
    ("list(min=2)", ["a"]),
    ("int_list", ["1", "2"]),
    ("mixed_list('integer', 'string')", ["1", "a"]),
    ("option('a', 'b')", "c"),
    ("string(max=3)", "long"),
    ("pass", "x"),
    ("tuple(2)", ["1", "2"]),
    ("force_list", "x"),
    ("integer(default=4)", None),
]:
    try:
        print("check", check, repr(v.check(check, value, missing=value is None)))
    except validate.ValidateError as error:
        print("check", check, type(error).__name__, error)
for bad in ["[a\nx = 1", "x = 1\nx = 2", "[[b]]\n"]:
    try:
        ConfigObj(bad.splitlines(), raise_errors=True)
        print("accepted", repr(bad))
    except ConfigObjError as error:
        print("ConfigObjError", type(error).__name__, error.line_number)


class Runner(doctest.DocTestRunner):
    """Collects problems instead of printing them with file names and line numbers."""

    def __init__(self):
        super().__init__(
            verbose=False, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
        )
        self.problems = []

    def report_failure(self, out, test, example, got):
        self.problems.append(
            f"failed {example.source.strip()!r}: wanted {example.want!r}"
        )

    def report_unexpected_exception(self, out, test, example, exc_info):
        self.problems.append(
            f"raised {example.source.strip()!r}: {exc_info[0].__name__}"
        )


def run_doctests(*modules):
    finder = doctest.DocTestFinder()
    runner = Runner()
    for module in modules:
        for test in sorted(finder.find(module), key=lambda test: test.name):
            if test.examples:
                runner.problems = []
                result = runner.run(test, out=lambda text: None)
                print(
                    "doctest",
                    test.name,
                    result.attempted,
                    result.failed,
                    *runner.problems,
                )


run_doctests(configobj.validate)

"""Driver: voluptuous (schemas as plain data compiled into validator closures, markers with
`__hash__`/`__eq__` on their key, error paths, humanized messages), and the doctests of its
modules run through a quiet `doctest.DocTestRunner`."""

import doctest

import voluptuous
import voluptuous.schema_builder
import voluptuous.validators
from voluptuous import (
    ALLOW_EXTRA,
    REMOVE_EXTRA,
    All,
    Any,
    Clamp,
    Coerce,
    Date,
    Email,
    Exclusive,
    In,
    Inclusive,
    Invalid,
    Length,
    Lower,
    Match,
    MultipleInvalid,
    Optional,
    Range,
    Remove,
    Replace,
    Required,
    Schema,
    Strip,
    Unique,
    Url,
    message,
)
from voluptuous.humanize import humanize_error

SCHEMA = Schema(
    {
        Required("name"): All(str, Strip, Lower, Length(min=2, max=10)),
        Optional("elo", default=1200): All(Coerce(int), Range(min=0, max=3000)),
        "colour": In(["white", "black"]),
        "tags": [All(str, Match(r"^[a-z]+$"))],
        "cfg": {"depth": Coerce(int), Optional("mode"): Any("fast", "slow")},
        Exclusive("email", "contact"): Email(),
        Exclusive("url", "contact"): Url(),
        Inclusive("lat", "pos"): float,
        Inclusive("lon", "pos"): float,
        "score": Clamp(min=0, max=10),
        "when": Date(),
        "ids": Unique(),
        Remove("secret"): str,
        "text": Replace("a", "b"),
    }
)
DOCS = [
    {
        "name": "  ANN ",
        "elo": "1500",
        "colour": "white",
        "tags": ["a", "b"],
        "cfg": {"depth": "4", "mode": "fast"},
        "email": "a@b.co",
        "lat": 1.0,
        "lon": 2.0,
        "score": 99,
        "when": "2024-05-17",
        "ids": [1, 2],
        "secret": "x",
        "text": "banana",
    },
    {"name": "x"},
    {
        "elo": "high",
        "colour": "red",
        "tags": ["A1"],
        "cfg": {"depth": "x", "mode": "medium"},
    },
    {"name": "bob", "email": "b@c.de", "url": "http://x.y"},
    {"name": "cyd", "lat": 1.0},
    {"name": "dee", "unknown": 1},
    {"name": "eve", "ids": [1, 1], "when": "17/05/2024"},
]
for doc in DOCS:
    try:
        print("ok", sorted(SCHEMA(doc).items()))
    except MultipleInvalid as error:
        for item in sorted(error.errors, key=lambda e: [str(p) for p in e.path]):
            print("invalid", [str(p) for p in item.path], item.msg)
        print("humanized", humanize_error(doc, error).splitlines()[0])
print(
    "extra",
    Schema({"a": int}, extra=ALLOW_EXTRA)({"a": 1, "b": 2}),
    Schema({"a": int}, extra=REMOVE_EXTRA)({"a": 1, "b": 2}),
)
print("list", Schema([int, str])([1, "a", 2]), Schema([])([]))
print(
    "scalar",
    Schema(int)(5),
    Schema(Any(None, int))(None),
    Schema(All(int, Range(max=5)))(3),
)


@message("not positive", cls=Invalid)
def positive(value):
    if value <= 0:
        raise ValueError
    return value


try:
    Schema({"n": positive})({"n": -1})
except MultipleInvalid as error:
    print("custom", str(error))
s2 = Schema({"a": int}).extend({"b": str})
print("extend", s2({"a": 1, "b": "x"}), repr(Required("a")), str(Optional("b")))
print("infer", Schema.infer({"a": 1, "b": [1.5], "c": {"d": "x"}}).schema)
print(
    "required",
    Schema({"a": int}, required=True).schema,
    Schema({"a": int}, required=True)({"a": 1}),
)


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


run_doctests(voluptuous.validators, voluptuous.schema_builder)

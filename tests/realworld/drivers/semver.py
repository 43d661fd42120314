"""Driver: semver (a `Version` class with a regex parser, comparisons through
`functools.total_ordering`-style methods, bumping, matching expressions, and the doctests of
its modules run through a quiet `doctest.DocTestRunner`)."""

import doctest

import semver
import semver.version
import semver._deprecated
from semver import Version

VERSIONS = [
    "1.2.3",
    "1.2.3-alpha.1",
    "1.2.3-alpha.beta",
    "1.2.3+build.5",
    "1.2.3-rc.1+build.9",
    "0.0.1",
    "10.20.30",
    "1.0.0-0A.is.legal",
    "01.2.3",
    "1.2",
    "v1.2.3",
]
for text in VERSIONS:
    try:
        v = Version.parse(text)
        print(
            text,
            "->",
            repr(v),
            v.major,
            v.minor,
            v.patch,
            v.prerelease,
            v.build,
            tuple(v),
            v.to_dict(),
        )
    except ValueError as error:
        print(text, "ValueError", error)
print("optional minor", Version.parse("1.2", optional_minor_and_patch=True))
ordered = sorted(
    Version.parse(s)
    for s in [
        "1.0.0",
        "1.0.0-alpha",
        "1.0.0-alpha.1",
        "1.0.0-alpha.beta",
        "1.0.0-beta",
        "1.0.0-beta.2",
        "1.0.0-beta.11",
        "1.0.0-rc.1",
        "0.9.9",
        "2.0.0",
    ]
)
print("ordered", [str(v) for v in ordered])
v = Version(1, 2, 3, "rc.1", "b5")
print(
    "bump",
    v.bump_major(),
    v.bump_minor(),
    v.bump_patch(),
    v.bump_prerelease(),
    v.bump_build(),
    v.bump_prerelease("dev"),
)
print(
    "next_version",
    [str(v.next_version(part)) for part in ["major", "minor", "patch", "prerelease"]],
)
print("finalize", v.finalize_version(), v.replace(major=9, build=None))
print(
    "compare",
    v.compare("1.2.3"),
    v.compare("1.2.3-rc.0"),
    Version.parse("1.0.0") == "1.0.0",
    Version(1) < Version(2),
    v > (1, 2, 2),
)
print(
    "match",
    [
        Version.parse("2.0.0").match(expr)
        for expr in [">=1.0.0", "<2.0.0", "==2.0.0", "!=2.0.0", ">1.9.9", "<=2.0.0"]
    ],
)
print(
    "is_valid",
    Version.is_valid("1.2.3"),
    Version.is_valid("1.2"),
    Version.is_compatible(Version(1, 2, 3), Version(1, 5, 0)),
)
print(
    "max/min",
    (
        semver.max_ver("1.0.0", "2.0.0")
        if hasattr(semver, "max_ver")
        else max(Version.parse("1.0.0"), Version.parse("2.0.0"))
    ),
)
print(
    "hash",
    hash(Version(1, 2, 3)) == hash(Version.parse("1.2.3")),
    len({Version(1), Version(1, 0, 0)}),
)
print("str", str(Version(1, 2, 3, "a", "b")), f"{Version(0, 1)}")
print(
    "index",
    Version(1, 2, 3, "x", "y")[0],
    Version(1, 2, 3)[0:2],
    Version(1, 2, 3, "pre")[3],
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


import warnings

warnings.simplefilter("ignore")
run_doctests(semver.version, semver._deprecated)

"""Driver: humanize (numbers, file sizes, fractions, scientific notation, lists, precise and
natural time deltas against fixed dates; gettext wrappers with no locale active), and the
doctests in its modules run through a quiet `doctest.DocTestRunner`."""

import datetime as dt
import doctest

import humanize
import humanize.filesize
import humanize.lists
import humanize.number
import humanize.time

for n in [0, 1, 12, 100, 1000, 123456, 1234567.25, -1000, "1234", 10**15, 1.5]:
    print(
        "intcomma",
        repr(n),
        humanize.intcomma(n),
        humanize.intcomma(n, 1) if isinstance(n, float) else "",
    )
for n in [
    100,
    1_000_000,
    1_200_000,
    1_000_000_000,
    10**15,
    10**100,
    3.1e12,
    -2_500_000,
]:
    print("intword", n, humanize.intword(n), humanize.intword(n, "%0.3f"))
print("apnumber", [humanize.apnumber(n) for n in [0, 5, 9, 10, "7", None]])
print(
    "ordinal", [humanize.ordinal(n) for n in [1, 2, 3, 4, 11, 12, 13, 101, 111, "22"]]
)
print("ordinal gender", humanize.ordinal(1, gender="female"))
print(
    "fractional", [humanize.fractional(x) for x in [0.3, 1.3, 2.5, "7", 1 / 3, 0.0001]]
)
print(
    "scientific",
    [
        humanize.scientific(x, precision=p)
        for x, p in [(500, 2), (0.3, 1), ("99", 3), (1e-20, 2)]
    ],
)
print(
    "clamp",
    humanize.clamp(0.0001, floor=0.01),
    humanize.clamp(999999, ceil=1000, format="{:,}"),
)
print(
    "metric",
    [
        humanize.metric(x, unit)
        for x, unit in [
            (1500, "V"),
            (2e8, "W"),
            (0.00022, "F"),
            (1, ""),
            (2.2e-12, "s"),
        ]
    ],
)
for size in [0, 1, 300, 3000, 3_000_000, 3_000_000_000, 10**15, 10**30]:
    print(
        "naturalsize",
        size,
        humanize.naturalsize(size),
        humanize.naturalsize(size, binary=True),
        humanize.naturalsize(size, gnu=True),
        humanize.naturalsize(size, format="%.3f"),
    )
print(
    "natural_list",
    humanize.natural_list(["a"]),
    humanize.natural_list(["a", "b"]),
    humanize.natural_list(["a", "b", "c"]),
)
NOW = dt.datetime(2024, 5, 17, 12, 0, 0)
for delta in [
    dt.timedelta(seconds=1),
    dt.timedelta(seconds=30),
    dt.timedelta(minutes=1),
    dt.timedelta(hours=2, minutes=5),
    dt.timedelta(days=1),
    dt.timedelta(days=45),
    dt.timedelta(days=400),
    dt.timedelta(days=3650),
    -dt.timedelta(hours=3),
]:
    print(
        "naturaldelta",
        delta,
        "|",
        humanize.naturaldelta(delta),
        "|",
        humanize.naturaltime(NOW - delta, when=NOW),
        "|",
        humanize.naturaltime(NOW + delta, when=NOW),
    )
print(
    "months",
    humanize.naturaldelta(dt.timedelta(days=60), months=False),
    humanize.naturaldelta(dt.timedelta(days=500), months=True),
)
print(
    "min unit",
    humanize.naturaldelta(dt.timedelta(microseconds=1500), minimum_unit="milliseconds"),
)
for delta, options in [
    (dt.timedelta(seconds=3633, microseconds=123), {}),
    (dt.timedelta(days=400, hours=3), {"minimum_unit": "hours"}),
    (dt.timedelta(seconds=1.5), {"minimum_unit": "milliseconds"}),
    (dt.timedelta(days=1, seconds=61), {"suppress": ["days"]}),
    (dt.timedelta(hours=2, minutes=30), {"format": "%0.2f", "minimum_unit": "hours"}),
]:
    print("precisedelta", humanize.precisedelta(delta, **options))
print(
    "naturalday",
    humanize.naturalday(dt.date(2024, 5, 17)) != "",
    humanize.naturalday(dt.date(2020, 1, 2)),
    humanize.naturalday(dt.date(2020, 1, 2), "%Y/%m/%d"),
)
print("naturaldate", humanize.naturaldate(dt.date(2020, 1, 2)))


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


run_doctests(humanize.number, humanize.filesize, humanize.lists)

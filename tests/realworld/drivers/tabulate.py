"""Driver: tabulate (optional wcwidth import, relative import of a missing module in try/except)."""

import dataclasses
from collections import OrderedDict, namedtuple

from tabulate import (
    SEPARATING_LINE,
    simple_separated_format,
    tabulate,
    tabulate_formats,
)
import tabulate as tabulate_module

ROWS = [
    ["knight", 3, 3.05, True, None],
    ["bishop", 3, 3.3333, False, "pair"],
    ["rook", 5, 5.0, True, None],
    ["queen", 9, 9.75, False, "-"],
]
HEADERS = ["piece", "value", "eval", "sliding", "note"]

print("formats", len(tabulate_formats), tabulate_formats[:6])
for fmt in ["simple", "fancy_grid", "html"]:
    print(f"--- {fmt}")
    print(tabulate(ROWS, HEADERS, tablefmt=fmt, floatfmt=".2f", missingval="?"))
print("--- first lines")
for fmt in [
    "plain",
    "github",
    "grid",
    "psql",
    "latex_booktabs",
    "pipe",
    "orgtbl",
    "rst",
    "tsv",
    "mediawiki",
    "moinmoin",
    "jira",
    "textile",
    "asciidoc",
]:
    print(fmt, "|", tabulate(ROWS[:1], HEADERS, tablefmt=fmt).splitlines()[0])
print("--- alignment and number formats")
print(
    tabulate(
        [[1, 1234567.891, -0.5], [22, 3.0, 1e-7], [333, -12.25, 12345]],
        headers=["n", "x", "y"],
        floatfmt=("", ",.1f", ".3g"),
        intfmt=",",
        numalign="decimal",
        stralign="center",
        colalign=("right", "decimal", "left"),
    )
)
print(tabulate([["a", "1.5"], ["bb", "22"]], disable_numparse=True, tablefmt="grid"))
print("--- showindex, dicts, named tuples, dataclasses")
print(
    tabulate({"name": ["ann", "bob"], "score": [10, 7]}, headers="keys", showindex=True)
)
Player = namedtuple("Player", "name elo")
print(
    tabulate(
        [Player("magnus", 2830), Player("hikaru", 2780)],
        headers="keys",
        tablefmt="simple_outline",
    )
)


@dataclasses.dataclass
class Move:
    ply: int
    san: str
    score: float


print(
    tabulate(
        [Move(1, "e4", 0.31), Move(2, "c5", 0.35)], headers="keys", showindex=["a", "b"]
    )
)
print(
    tabulate(
        [OrderedDict(x=1, y=2), OrderedDict(y=3, z=4)], headers="keys", missingval="n/a"
    )
)
print(tabulate([{"a": 1}, {"b": 2}], headers={"a": "Alpha", "b": "Beta"}))
print("--- multiline, wrapping, separating lines")
print(
    tabulate(
        [
            ["line one\nline two", "short"],
            ["x", "a much longer cell that will be wrapped at ten"],
        ],
        headers=["multi\nheader", "wrapped"],
        tablefmt="grid",
        maxcolwidths=[None, 10],
    )
)
print(tabulate([["a", 1], SEPARATING_LINE, ["sum", 1]], tablefmt="simple"))
print(tabulate([["x", 1], ["y", 22]], tablefmt=simple_separated_format(" ; ")))
print(tabulate([[1, 2], [3, 4]], headers="firstrow", tablefmt="presto"))
print(tabulate([["  padded  ", 1]], preserve_whitespace=True, tablefmt="pipe"))
print(tabulate([[True, False], [False, True]], headers=["p", "q"], tablefmt="outline"))
print(tabulate([["\x1b[31mred\x1b[0m", 1], ["plain", 22]], tablefmt="simple"))
print(
    "wcwidth missing",
    tabulate_module.wcwidth is None,
    tabulate_module.PRESERVE_WHITESPACE,
)
print("done")

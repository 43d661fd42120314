"""Driver: texttable (column widths, alignment, dtype formatting per column, wrapping by
`textwrap`, decorations as bit flags, the doctest in its module docstring)."""

import doctest

import texttable
from texttable import Texttable

table = Texttable()
table.set_cols_align(["l", "r", "c"])
table.set_cols_valign(["t", "m", "b"])
table.add_rows(
    [
        ["Name", "Age", "Nickname"],
        ["Mr\nXavier\nHuon", 32, "Xav'"],
        ["Mr\nBaptiste\nClement", 1, "Baby"],
        ["Mme\nLouise\nBourgeau", 28, "Lou\n\nLoue"],
    ]
)
print(table.draw())
table = Texttable()
table.set_deco(Texttable.HEADER)
table.set_cols_dtype(["t", "f", "e", "i", "a"])
table.set_cols_align(["l", "r", "r", "r", "l"])
table.add_rows(
    [
        ["text", "float", "exp", "int", "auto"],
        ["abcd", "67", 654, 89, 128.001],
        ["efghijk", 67.5434, 0.654, 89.6, 12800000000000000000000.00023],
        ["lmn", 5e-78, 5e-78, 89.4, 0.000000000000128],
        ["opqrstu", 0.023, 5e78, 92.0, 12800000000000000000000],
    ]
)
print(table.draw())
for deco in [
    0,
    Texttable.BORDER,
    Texttable.HEADER | Texttable.VLINES,
    Texttable.HLINES | Texttable.BORDER,
]:
    t = Texttable()
    t.set_deco(deco)
    t.header(["a", "b"])
    t.add_row([1, "two"])
    t.add_row([333, "x"])
    print("deco", deco)
    print(t.draw())
t = Texttable(max_width=30)
t.set_cols_width([10, 15])
t.set_chars(["~", "!", "*", "="])
t.set_precision(2)
t.add_rows(
    [
        ["key", "value"],
        ["pi", 3.14159265],
        ["long", "a long text that has to wrap over several lines"],
    ]
)
print(t.draw())
t = Texttable()
t.set_header_align(["r", "l"])
t.set_max_width(0)
t.add_rows([["h1", "h2"], ["x" * 40, "y"]])
print(t.draw())
t.reset()
t.add_row(["after", "reset"])
print(t.draw())
print(
    "formatters",
    Texttable._fmt_int(12.6, n=2),
    Texttable._fmt_float(1.23456, n=2),
    Texttable._fmt_exp(12345, n=1),
    Texttable._fmt_text(5, n=0),
    Texttable._fmt_auto(1e30, n=3),
)
t = Texttable()
t.set_cols_dtype([lambda v: f"<{v}>", "t"])
t.add_rows([["f", "t"], [1, 2]])
print(t.draw())
try:
    t.add_row([1, 2, 3])
except texttable.ArraySizeError as error:
    print("ArraySizeError", error, isinstance(error, Exception))
print(
    "doctest",
    doctest.testmod(texttable, optionflags=doctest.NORMALIZE_WHITESPACE, report=False),
)

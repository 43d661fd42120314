"""Driver: tomli (`TOMLDecodeError.__module__ = __name__` in the package, a `parse_float` hook,
frozensets of characters, `NamedTuple`s and regexes compiled at import time)."""

import decimal
import io

import tomli
from tomli import TOMLDecodeError, load, loads

DOCUMENT = """
title = "arena bot"
version = 3
ratio = 0.75
sci = 6.626e-34
neg_inf = -inf
enabled = false
bin = 0b1101
oct = 0o755
hex = 0xDEAD_beef
odt = 1979-05-27T07:32:00.999999-07:00
ldt = 1979-05-27T07:32:00
ld = 1979-05-27
lt = 07:32:00.5
"quoted key" = "value"
dotted.key.path = 1
basic = "line\\nbreak \\u00e9 \\U0001F600"
raw = 'C:\\Users\\bot'
multi = \"\"\"\\
  trimmed \\
  continuation\"\"\"
raw_multi = '''
first
  second'''

[engine]
depth = 6
weights = [1.5, 2.5, -3.0]
mixed = [1, "a", 2.0, [true]]
point = { x = 1, y = 2, nested = { z = 3 } }

[engine.timing]
turn = 0.05

[[bots]]
name = "alpha"

[[bots]]
name = "beta"
tags = []
"""

data = loads(DOCUMENT)
for key, value in data.items():
    print(key, "=", repr(value), type(value).__name__)
print("odt offset", data["odt"].utcoffset(), data["odt"].tzinfo)
print("ld weekday", data["ld"].weekday(), "lt", data["lt"].isoformat())

print("--- parse_float=Decimal")
exact = loads("a = 0.1\nb = [0.2, 1e3]\nc = nan", parse_float=decimal.Decimal)
print(exact, exact["a"] + exact["b"][0])

print("--- load from binary file")
print(load(io.BytesIO(b'name = "bin"\n[t]\nk = [1, 2]\n')))
try:
    load(io.StringIO("a = 1"))
except TypeError as error:
    print("TypeError", error)

print("--- errors")
BAD = [
    "a = ",
    "a = 1\na = 2",
    "[t]\n[t]",
    "= 1",
    "a = 1979-13-01",
    'a = "unterminated',
    "a = [1, 2",
    "a = { b = 1, }",
    "a.b = 1\na = 2",
    "x = 0b102",
    "[[a]]\n[a]",
    "k = 'no\nnewline'",
]
for bad in BAD:
    try:
        loads(bad)
        print("ok?", repr(bad))
    except TOMLDecodeError as error:
        print(repr(bad), "->", error)
try:
    loads("a = 1", parse_float=lambda s: {"not": "allowed"})
    loads("a = 1.5", parse_float=lambda s: [s])
except ValueError as error:
    print("parse_float check:", error)
print("module", TOMLDecodeError.__module__, TOMLDecodeError.__name__)
print("ValueError", issubclass(TOMLDecodeError, ValueError))
print("all", tomli.__all__, tomli.__version__)
import tomli._parser as parser

print(
    "internals", sorted(parser.BARE_KEY_CHARS)[:5], len(parser.ILLEGAL_BASIC_STR_CHARS)
)
print("done")

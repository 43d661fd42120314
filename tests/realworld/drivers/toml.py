"""Driver: toml (absolute self-imports `from toml import decoder`, Python 2 shims probing
`unicode`/`long` with `except NameError`, encoder dispatch tables keyed by types, tzinfo subclass).
"""

import datetime
import io
from collections import OrderedDict

import toml
from toml import decoder as toml_decoder
from toml.ordered import TomlOrderedDecoder, TomlOrderedEncoder
from toml.tz import TomlTz

DOCUMENT = '''
# a bot configuration
title = "arena bot"
version = 3
ratio = 0.75
enabled = true
started = 1979-05-27T07:32:00-08:00
day = 1979-05-27
hex = 0xff
big = 1_000_000
inf_value = inf
multiline = """
first line
second line"""
literal = 'C:\\path\\no\\escape'
escapes = "tab\\tquote\\"unicode\\u00e9"

[search]
depth = 6
weights = [1.5, 2.5, -3.0]
mixed = [[1, 2], ["a", "b"]]
inline = { x = 1, y = "two" }

[search.timing]
first_turn = 1.0
turn = 0.05

[[openings]]
name = "ruy lopez"
moves = ["e4", "e5", "Nf3", "Nc6", "Bb5"]

[[openings]]
name = "sicilian"
moves = ["e4", "c5"]
'''

data = toml.loads(DOCUMENT)
print("keys", list(data))
for key in ["title", "version", "ratio", "enabled", "hex", "big", "inf_value"]:
    print(key, repr(data[key]), type(data[key]).__name__)
print("started", data["started"].isoformat(), data["started"].utcoffset())
print("tz", type(data["started"].tzinfo).__name__, data["started"].tzinfo.tzname(None))
print("day", repr(data["day"]))
print("multiline", repr(data["multiline"]))
print("literal", data["literal"], "escapes", repr(data["escapes"]))
print("search", data["search"])
print("inline type", type(data["search"]["inline"]).__name__)
print("openings", [(o["name"], len(o["moves"])) for o in data["openings"]])

print("--- dumps")
print(toml.dumps(data).rstrip())
print("--- round trip", toml.loads(toml.dumps(data)) == data)

print("--- encoders")
small = {"a": [1, 2, 3], "b": {"c": {"d": 1}}, "e": "x"}
print(
    toml.dumps(small, encoder=toml.TomlArraySeparatorEncoder(separator=",\n")).rstrip()
)
print(
    toml.dumps(
        {"p": {"q": 1, "r": [1, 2]}}, encoder=toml.TomlPreserveInlineDictEncoder()
    ).rstrip()
)
ordered = toml.loads("z = 1\na = 2\n[m]\ny = 3\nb = 4\n", _dict=OrderedDict)
print("ordered", type(ordered).__name__, list(ordered), list(ordered["m"]))
print("ordered decoder", toml.loads("b = 1\na = 2", decoder=TomlOrderedDecoder()))
print(
    toml.dumps(OrderedDict([("z", 1), ("a", 2)]), encoder=TomlOrderedEncoder()).rstrip()
)
print("time", toml.dumps({"t": datetime.time(12, 30, 5)}).strip())
print("date", toml.dumps({"d": datetime.date(2024, 2, 29)}).strip())
print(
    "tz",
    TomlTz("+05:30").utcoffset(None),
    TomlTz("Z").tzname(None),
    TomlTz("-08:00") == TomlTz("-08:00"),
)

print("--- comments preserved")
commented = "a = 1 # the answer\nb = [1, 2] # list\n"
kept = toml.loads(commented, decoder=toml.TomlPreserveCommentDecoder())
print(toml.dumps(kept, encoder=toml.TomlPreserveCommentEncoder()).rstrip())

print("--- file objects")
buffer = io.StringIO()
toml.dump({"x": {"y": 1}}, buffer)
print(repr(buffer.getvalue()))
print(toml.load(io.StringIO("k = 'v'")))

print("--- errors")
for bad in [
    "a = ",
    "a = 1\na = 2",
    "[t]\n[t]",
    "x = [1, 'a']",
    "= 1",
    "a = 1979-13-01",
]:
    try:
        toml.loads(bad)
        print("ok?", repr(bad))
    except toml.TomlDecodeError as error:
        print("error", repr(bad), "|", error.msg, error.lineno, error.colno)
print("is ValueError", issubclass(toml_decoder.TomlDecodeError, ValueError))
print("spec", toml._spec_, toml.__version__)
print("done")

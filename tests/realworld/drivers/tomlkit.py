"""Driver: tomlkit (a style-preserving TOML parser: documents as trees of `Item` subclasses that
are also `dict`/`list`/`int`/`str` subclasses, round trips that keep comments and whitespace,
builders, and errors with line and column)."""

import datetime as dt

import tomlkit
from tomlkit import aot, array, comment, document, inline_table, item, nl, table, ws
from tomlkit.exceptions import ParseError, KeyAlreadyPresent
from tomlkit.items import Integer, String

SOURCE = '''# bot configuration
title = "arena"   # trailing comment
version = 3
ratio = 0.75
hex = 0xff
big = 1_000_000
when = 1979-05-27T07:32:00-08:00
day = 1979-05-27
at = 07:32:00
flags = [true, false]
nested = [[1, 2], ["a"]]
multi = """
line one
line two"""
literal = 'C:\\no\\escape'

[engine]
depth = 6
"name.dotted" = "x"
inline = { a = 1, b = { c = [1, 2] } }

[engine.eval]
material = 1.0

[[openings]]
name = "sicilian"
moves = ["e4", "c5"]

[[openings]]
name = "french"
moves = ["e4", "e6"]
'''
doc = tomlkit.parse(SOURCE)
print("round trip", tomlkit.dumps(doc) == SOURCE)
print(
    "values",
    doc["title"],
    doc["version"] + 1,
    doc["hex"],
    doc["big"],
    doc["when"].isoformat(),
    doc["day"],
    doc["at"],
)
print(
    "types",
    type(doc["version"]).__name__,
    isinstance(doc["version"], int),
    type(doc["engine"]).__name__,
    type(doc["openings"]).__name__,
    type(doc["engine"]["inline"]).__name__,
)
print("unwrap", doc.unwrap())
print(
    "trivia", repr(doc["title"].trivia.comment), repr(doc.item("version").as_string())
)
doc["version"] = 4
doc["engine"]["depth"] += 1
doc["engine"]["new_key"] = "added"
doc["engine"]["eval"]["material"] = 1.5
doc["openings"].append({"name": "caro-kann", "moves": ["e4", "c6"]})
doc["flags"].append(True)
doc.add(nl())
doc.add(comment("appended"))
doc["footer"] = {"k": [1, 2]}
print(tomlkit.dumps(doc))
del doc["literal"]
doc.remove("multi")
print("after removal", list(doc.keys()))
built = document()
built.add(comment("generated"))
built.add("name", "bot")
built.add("n", 1)
built["list"] = array("[1, 2, 3]")
built["list"].multiline(True)
tab = table()
tab.add("depth", 3)
tab["depth"].comment("search depth")
tab.add("inline", inline_table())
tab["inline"].update({"x": 1, "y": "z"})
built.add("engine", tab)
games = aot()
games.append(item({"white": "a", "result": "1-0"}))
games.append(item({"white": "b", "result": "0-1"}))
built.add("games", games)
built.add("when", dt.datetime(2024, 5, 17, 12, 0, tzinfo=dt.timezone.utc))
built.add("date", dt.date(2024, 5, 17))
print(tomlkit.dumps(built))
print(
    "dumps plain",
    tomlkit.dumps(
        {"a": 1, "b": {"c": [1, "x", {"d": True}]}, "s": 'quote"d', "f": float("inf")}
    ),
)
for bad in [
    "a = 1\na = 2",
    "a = ",
    "[t]\nx = 1\n[t]\ny = 2",
    'k = "unterminated',
    "x = 1979-13-01",
]:
    try:
        tomlkit.parse(bad)
        print("accepted", repr(bad))
    except ParseError as error:
        print("ParseError", error.line, error.col, str(error)[:60])
    except KeyAlreadyPresent as error:
        print("KeyAlreadyPresent", str(error)[:60])
print(
    "items",
    item(5).as_string(),
    item("s").as_string(),
    item([1, 2]).as_string(),
    item({"a": 1}).as_string().strip(),
    tomlkit.string("raw\\", literal=True).as_string(),
    tomlkit.integer(7).as_string(),
)
print("copy", tomlkit.parse("a = [1]  # c").copy()["a"], dict(tomlkit.parse("x = 1")))
print("json-like", tomlkit.loads("a = 1\n[b]\nc = 2\n").value)
print("version", tomlkit.__version__)

"""Driver: schema (one module: validation by `type`/callable/`dict`/`list` dispatch through a
priority function, `Optional`/`Hook`/`Forbidden` keys, `Use` conversions, error messages
chained through `autos` and `errors`, JSON-schema generation)."""

import json

from schema import (
    And,
    Const,
    Forbidden,
    Hook,
    Literal,
    Optional,
    Or,
    Regex,
    Schema,
    SchemaError,
    Use,
)

PLAYER = Schema(
    {
        "name": And(str, len, lambda s: s.isalpha(), error="bad name"),
        Optional("elo", default=1200): And(Use(int), lambda n: 0 <= n <= 3000),
        Optional("colour"): Or("white", "black", None),
        Optional("tags"): [And(str, Regex(r"^[a-z]+$"))],
        Optional("cfg"): {"depth": Use(int), Optional(str): object},
        Forbidden("password"): object,
        Optional(Literal("note", description="free text")): str,
    },
    name="Player",
    description="a player",
)
DOCS = [
    {
        "name": "ann",
        "elo": "1500",
        "colour": "white",
        "tags": ["a"],
        "cfg": {"depth": "3", "x": 1},
    },
    {"name": "ann"},
    {"name": "a1"},
    {"name": "bob", "elo": "x"},
    {"name": "bob", "elo": "5000"},
    {"name": "cyd", "colour": "red"},
    {"name": "dee", "tags": ["A"]},
    {"name": "eve", "password": "p"},
    {"name": "fay", "unknown": 1},
    {"elo": 1},
    "not a dict",
]
for doc in DOCS:
    try:
        print("ok", PLAYER.validate(doc))
    except SchemaError as error:
        print("SchemaError", str(error).replace("\n", " / ")[:150])
print("is_valid", PLAYER.is_valid({"name": "x"}), PLAYER.is_valid({}))
print(
    "list",
    Schema([int, str]).validate([1, "a"]),
    Schema((int,)).validate((1, 2)),
    Schema({int}).validate({3}),
)
print(
    "or",
    Schema(Or(int, float, only_one=False)).validate(1.5),
    Schema(Const(And(int, lambda n: n > 0))).validate(5),
)
try:
    Schema(Or("a", "b", only_one=True)).validate("c")
except SchemaError as error:
    print("or error", error.autos, error.errors)
print(
    "use",
    Schema(Use(json.loads)).validate('{"a": 1}'),
    Schema([Use(str.upper)]).validate(["x", "y"]),
)
try:
    Schema(Use(int, error="need int {}")).validate("z")
except SchemaError as error:
    print("use error", error.code)
print(
    "ignore_extra",
    Schema({"a": int}, ignore_extra_keys=True).validate({"a": 1, "b": 2}),
)
hooked = []
hook_schema = Schema(
    {
        Hook(
            "debug",
            handler=lambda key, data, error: hooked.append((key, data["debug"])),
        ): object,
        str: object,
    }
)
hook_schema.validate({"debug": 1, "x": 2})
print("hook", hooked)
print("regex", Schema(Regex(r"^[0-9]+$")).validate("123"), repr(Regex(r"a+", flags=2)))
print("json_schema")
print(
    json.dumps(
        PLAYER.json_schema("https://example.com/player.json"), sort_keys=True, indent=1
    )
)
nested = Schema(
    {
        "id": int,
        Optional("children"): [Schema({"id": int}, name="Child", as_reference=True)],
    }
)
print(
    json.dumps(nested.json_schema("x"), sort_keys=True)
)  # use_refs=True names refs by str hashes
print("repr", repr(And(str, len)), repr(Optional("k")), repr(Or(1, 2)))
try:
    Schema({"a": {"b": {"c": int}}}).validate({"a": {"b": {"c": "x"}}})
except SchemaError as error:
    print("nested", error.autos)

"""Driver: cerberus (schemas validated by a validator whose rules are `_validate_<rule>` methods
found by name, rule docstrings parsed as schemas of the rule arguments, a metaclass collecting
them, normalisation, coercion, custom validators, error trees)."""

import datetime as dt

from cerberus import (
    Validator,
    TypeDefinition,
    errors,
    schema_registry,
    rules_set_registry,
)

SCHEMA = {
    "name": {
        "type": "string",
        "minlength": 2,
        "maxlength": 10,
        "regex": "^[a-z]+$",
        "required": True,
    },
    "elo": {"type": "integer", "min": 0, "max": 3000, "default": 1200},
    "colour": {"type": "string", "allowed": ["white", "black"], "nullable": True},
    "tags": {"type": "list", "schema": {"type": "string"}, "maxlength": 3},
    "cfg": {
        "type": "dict",
        "schema": {
            "depth": {"type": "integer", "coerce": int},
            "mode": {"type": "string", "default": "fast"},
        },
    },
    "born": {"type": "date"},
    "score": {"type": ["integer", "float"], "dependencies": "elo"},
    "alias": {"type": "string", "excludes": "name"},
    "pair": {"type": "list", "items": [{"type": "integer"}, {"type": "string"}]},
    "any": {"anyof": [{"type": "integer", "min": 10}, {"type": "string"}]},
    "renamed": {"rename": "new_name"},
    "lower": {"type": "string", "coerce": lambda s: s.lower()},
    "meta": {
        "type": "dict",
        "keysrules": {"type": "string", "regex": "[a-z]+"},
        "valuesrules": {"type": "integer"},
    },
}
v = Validator(SCHEMA)
DOCS = [
    {
        "name": "ann",
        "elo": 1500,
        "tags": ["a"],
        "cfg": {"depth": "4"},
        "born": dt.date(2000, 1, 1),
        "score": 1.5,
        "pair": [1, "x"],
        "any": 11,
        "renamed": 1,
        "lower": "ABC",
        "meta": {"k": 1},
    },
    {
        "name": "A1",
        "elo": -5,
        "colour": "red",
        "tags": ["a", "b", "c", "d"],
        "cfg": {"depth": "x"},
    },
    {"elo": "high", "alias": "x", "name": "bob"},
    {"name": "cyd", "score": 2, "any": 5, "pair": ["x", 1], "meta": {"K": "v"}},
    {"name": "dee", "unknown": 1},
]
for doc in DOCS:
    ok = v.validate(doc)
    print("valid", ok, sorted(v.document.items()) if ok else "")
    for field, problems in sorted(v.errors.items()):
        print("   ", field, problems)
v.allow_unknown = True
print("allow_unknown", v.validate({"name": "eve", "unknown": 1}))
print("normalized", v.normalized({"name": "fay", "cfg": {"depth": "7"}, "lower": "XY"}))
print("update mode", Validator(SCHEMA).validate({"elo": 5}, update=True))
print(
    "purge",
    Validator({"a": {"type": "integer"}}, purge_unknown=True).normalized(
        {"a": 1, "b": 2}
    ),
)
print("require_all", Validator({"a": {}, "b": {}}, require_all=True).validate({"a": 1}))


class BotValidator(Validator):
    types_mapping = Validator.types_mapping.copy()
    types_mapping["square"] = TypeDefinition("square", (str,), ())

    def _validate_is_even(self, is_even, field, value):
        """{'type': 'boolean'}"""
        if is_even and value % 2:
            self._error(field, "must be even")

    def _check_with_board(self, field, value):
        if not (len(value) == 2 and value[0] in "abcdefgh" and value[1] in "12345678"):
            self._error(field, "not a square")

    def _normalize_coerce_upper(self, value):
        return value.upper()


bv = BotValidator(
    {
        "n": {"is_even": True},
        "sq": {"type": "square", "check_with": "board", "coerce": "upper"},
    }
)
for doc in [{"n": 4, "sq": "e4"}, {"n": 3, "sq": "z9"}]:
    print("custom", bv.validate(doc), bv.errors, bv.document)
schema_registry.add("player", {"name": {"type": "string"}})
rules_set_registry.add("positive", {"type": "integer", "min": 1})
rv = Validator({"p": {"type": "dict", "schema": "player"}, "n": "positive"})
print("registries", rv.validate({"p": {"name": "x"}, "n": 0}), rv.errors)
v2 = Validator(
    {
        "a": {"type": "integer", "max": 5},
        "l": {"type": "list", "schema": {"type": "integer"}},
    }
)
v2.validate({"a": 9, "l": [1, "x"]})
print("error tree", [(e.document_path, e.code, e.rule) for e in v2._errors])
print(
    "doc error tree",
    v2.document_error_tree["a"].errors[0].code == errors.MAX_VALUE.code,
)
print("basic handler", errors.BasicErrorHandler().messages[0x42])
try:
    Validator({"a": {"type": "nonsense"}})
except Exception as error:
    print("SchemaError", type(error).__name__, str(error)[:60])
print("rules", sorted(Validator.validation_rules)[:8])
print("version", __import__("cerberus").__version__)

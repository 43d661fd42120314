"""Driver: jsonpatch + jsonpointer (RFC 6902 patches: operations dispatched by name through a
class registry, `make_patch` diffing with moves, custom json dumps/loads)."""

import copy
import json

import jsonpatch
from jsonpatch import (
    JsonPatch,
    JsonPatchConflict,
    JsonPatchTestFailed,
    InvalidJsonPatch,
)

SRC = {
    "name": "bot",
    "tags": ["a", "b", "c"],
    "cfg": {"depth": 3, "eval": {"w": 1}},
    "n": 1,
}
PATCH = [
    {"op": "add", "path": "/tags/1", "value": "x"},
    {"op": "remove", "path": "/n"},
    {"op": "replace", "path": "/cfg/depth", "value": 5},
    {"op": "move", "from": "/cfg/eval", "path": "/eval"},
    {"op": "copy", "from": "/tags", "path": "/tags2"},
    {"op": "test", "path": "/name", "value": "bot"},
    {"op": "add", "path": "/tags/-", "value": "end"},
]
result = jsonpatch.apply_patch(SRC, PATCH)
print("applied", json.dumps(result, sort_keys=True))
print("source untouched", json.dumps(SRC, sort_keys=True))
patch = JsonPatch(PATCH)
print("ops", [type(op).__name__ for op in patch._ops])
print("str", len(str(patch)), patch == JsonPatch(PATCH), len(list(patch)))
print("from_string", JsonPatch.from_string(json.dumps(PATCH[:2])).to_string())
PAIRS = [
    ({"a": 1}, {"a": 2}),
    ({"a": [1, 2, 3]}, {"a": [1, 3]}),
    ({"a": [1, 2, 3, 4]}, {"a": [4, 1, 2, 3]}),
    ({"a": {"b": 1}}, {"c": {"b": 1}}),
    ({"x": [{"k": 1}, {"k": 2}]}, {"x": [{"k": 2}, {"k": 1}, {"k": 3}]}),
    ({"s": "text", "n": None}, {"s": "text2", "n": 0}),
    ([1, 2], [2, 1, 0]),
    ({"a": 1.0}, {"a": 1}),
    ({"a": True}, {"a": 1}),
    ({}, {"a/b": {"m~n": [1]}}),
    ({"a": [1, [2, 3]]}, {"a": [1, [3, 2]], "b": None}),
    ({"deep": {"x": {"y": {"z": 1}}}}, {"deep": {"x": {"y": {}}}}),
    ([{"id": 1}, {"id": 2}, {"id": 3}], [{"id": 3}, {"id": 1}]),
    ("string", ["array"]),
    ({"a": [0, 1, 2, 3, 4, 5]}, {"a": [5, 4, 3, 2, 1, 0]}),
]
for before, after in PAIRS:
    made = jsonpatch.make_patch(before, after)
    back = made.apply(copy.deepcopy(before))
    print("diff", json.dumps(list(made)), back == after)
for bad in [
    [{"op": "test", "path": "/name", "value": "other"}],
    [{"op": "remove", "path": "/missing"}],
    [{"op": "frobnicate", "path": "/name"}],
    [{"path": "/name"}],
    [{"op": "add", "path": "/tags/9", "value": 1}],
    [{"op": "move", "from": "/cfg", "path": "/cfg/inner"}],
]:
    try:
        jsonpatch.apply_patch(SRC, bad)
        print("no error", bad)
    except (
        JsonPatchConflict,
        JsonPatchTestFailed,
        InvalidJsonPatch,
        jsonpatch.JsonPointerException,
    ) as error:
        print(type(error).__name__, str(error)[:70])
inplace = copy.deepcopy(SRC)
jsonpatch.apply_patch(
    inplace, [{"op": "add", "path": "/k", "value": [1]}], in_place=True
)
print("in place", sorted(inplace))


class Custom(JsonPatch):
    json_dumper = staticmethod(
        lambda obj: json.dumps(obj, sort_keys=True, separators=(",", ":"))
    )


print("custom dumper", Custom(PATCH[:1]).to_string())
print("operations", sorted(JsonPatch.operations))

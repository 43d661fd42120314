"""Driver: jsonpointer (RFC 6901 pointers: escaping, resolve/set/walk, the `-` end marker,
exceptions, module-level helpers)."""

import copy

import jsonpointer
from jsonpointer import (
    JsonPointer,
    JsonPointerException,
    EndOfList,
    resolve_pointer,
    set_pointer,
)

DOC = {
    "foo": ["bar", "baz"],
    "": 0,
    "a/b": 1,
    "c%d": 2,
    "e^f": 3,
    "g|h": 4,
    "i\\j": 5,
    'k"l': 6,
    " ": 7,
    "m~n": 8,
    "nested": {"list": [{"x": 1}, {"x": 2}]},
}
for text in [
    "",
    "/foo",
    "/foo/0",
    "/",
    "/a~1b",
    "/c%d",
    "/e^f",
    "/g|h",
    "/i\\j",
    '/k"l',
    "/ ",
    "/m~0n",
    "/nested/list/1/x",
]:
    print(repr(text), "->", resolve_pointer(DOC, text))
for bad in ["/foo/2", "/nope", "/foo/01", "/foo/-", "foo", "/foo/x"]:
    try:
        print(repr(bad), resolve_pointer(DOC, bad))
    except JsonPointerException as error:
        print(repr(bad), "JsonPointerException", error)
print("default", resolve_pointer(DOC, "/nope", "dflt"))
pointer = JsonPointer("/nested/list/0/x")
print("parts", pointer.parts, pointer.path, str(pointer), repr(pointer))
print("from_parts", JsonPointer.from_parts(["a/b", "m~n", 3]).path)
print(
    "contains",
    JsonPointer("/nested/list").contains(pointer),
    pointer.contains(JsonPointer("/foo")),
)
print(
    "join",
    (JsonPointer("/nested") / ["list", 0]).path,
    JsonPointer("/a").join(["b", "c"]).path,
)
print(
    "eq hash",
    JsonPointer("/a") == JsonPointer("/a"),
    hash(JsonPointer("/a")) == hash(JsonPointer("/a")),
)
print(
    "get parts",
    JsonPointer("/foo/-").get_part(DOC["foo"], "-"),
    pointer.get_part(DOC, "nested") is DOC["nested"],
)
container, part = JsonPointer("/foo/-").to_last(DOC)
print(
    "to_last",
    container,
    part,
    type(JsonPointer("/foo/-").walk(DOC["foo"], "-")).__name__,
)
print("EndOfList", repr(EndOfList([1])))
doc = copy.deepcopy(DOC)
set_pointer(doc, "/nested/list/0/x", 99)
set_pointer(doc, "/foo/-", "new")
print("set", doc["nested"], doc["foo"])
doc2 = set_pointer(DOC, "/foo/0", "copy", inplace=False)
print("not inplace", DOC["foo"][0], doc2["foo"][0])
print("escape", jsonpointer.escape("a/b~c"), jsonpointer.unescape("a~1b~0c"))
try:
    JsonPointer("/foo/-").resolve(DOC)
except JsonPointerException as error:
    print("dash", error)
print("version", jsonpointer.__version__)

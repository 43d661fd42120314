"""Driver: python-box, pure-Python path (the wheel's Cython-compiled modules left out), a `dict`
subclass turning keys into attributes with `__getattr__`/`__setattr__`, camel/snake conversion,
frozen boxes, default boxes, dotted keys, conversion to and from JSON."""

import json
import pickle
import copy

from box import Box, BoxError, BoxKeyError, BoxList, ConfigBox, SBox, DDBox

box = Box(
    {
        "team name": "alpha",
        "players": [{"name": "ann", "elo": 1500}, {"name": "bob"}],
        "cfg": {"depth": 3},
    }
)
print(
    box.team_name,
    box["team name"],
    box.players[0].name,
    type(box.players).__name__,
    type(box.cfg).__name__,
)
box.cfg.eval = {"w": 1}
print(box.cfg.eval.w, box.to_dict())
print(sorted(dir(box))[:3], "team_name" in dir(box), len(box))
camel = Box({"CamelCaseKey": 1, "anotherOne": 2}, camel_killer_box=True)
print("camel", camel.camel_case_key, camel.another_one, sorted(camel.keys()))
dotted = Box({"a": {"b": {"c": 5}}}, box_dots=True)
print("dots", dotted["a.b.c"], "a.b.c" in dotted, dotted.a.b.c)
dotted["a.b.d"] = 6
print("dots set", dotted.to_dict())
default = Box(default_box=True)
default.x.y.z = 1
print(
    "default",
    default.to_dict(),
    default.missing.to_dict() if isinstance(default.missing, Box) else default.missing,
)
ddb = DDBox()
ddb.p.q = 2
print("ddbox", ddb.to_dict())
frozen = Box({"k": [1, 2]}, frozen_box=True)
try:
    frozen.k2 = 3
except BoxError as error:
    print("frozen", type(error).__name__, error)
print(
    "frozen hash",
    hash(frozen) == hash(Box({"k": [1, 2]}, frozen_box=True)),
    type(frozen.k).__name__,
)
try:
    box.nope
except BoxKeyError as error:
    print("BoxKeyError", error)
except AttributeError as error:
    print("AttributeError", error)
print("json", box.to_json(sort_keys=True))
print("from_json", Box.from_json('{"a": {"b": [1, {"c": 2}]}}').a.b[1].c)
print("add", (Box(a={"x": 1}, b=2) + Box(a={"y": 2})).to_dict())
b = Box(a={"x": 1, "l": [1]})
b.merge_update({"a": {"y": 2, "l": [2]}}, box_merge_lists="extend")
print("merge_update", b.to_dict())
print(
    "or", (Box(a=1) | Box(b=2)).to_dict(), "sub", (Box(a=1, b=2) - Box(b=2)).to_dict()
)
print(
    "get",
    box.get("cfg").depth,
    box.get("missing", {"d": 1}).d,
    box.setdefault("new", {"n": 1}).n,
)
print("copy", copy.deepcopy(box).to_dict() == box.to_dict(), box.copy().cfg is box.cfg)
print("pickle", pickle.loads(pickle.dumps(box)).to_dict() == box.to_dict())
config = ConfigBox({"num": "5", "flag": "yes", "lst": "a, b,c", "f": "1.5"})
print(
    "configbox",
    config.int("num"),
    config.bool("flag"),
    config.list("lst"),
    config.float("f"),
    config.int("missing", 7),
)
sbox = SBox({"a": 1})
print("sbox", sbox.json, sbox.dict)
bl = BoxList([{"a": 1}, [{"b": 2}]])
print("boxlist", bl[0].a, bl[1][0].b, bl.to_list(), bl.to_json())
print(
    "conversion",
    Box({"1key": 1}).x1key,
    Box({"class": 2}).xclass,
    Box({"with-dash": 3}).with_dash,
)
print("repr", repr(Box(a=1)), str(Box(a=BoxList([1]))))
print(
    "box_intact_types", type(Box({"l": (1, 2)}, box_intact_types=(tuple,)).l).__name__
)
try:
    Box(box_dots=True, default_box=True)["x.y"] = 1
    print("ok dots default")
except BoxError as error:
    print("BoxError", error)
doc = Box({"name": "bot", "cfg": {"depth": 3, "tags": ["a", "b"]}})
print("yaml", doc.to_yaml().strip().splitlines(), Box.from_yaml("a: {b: [1, 2]}").a.b)
print("toml", doc.to_toml().strip().splitlines(), Box.from_toml("t = {u = 1}").t.u)
print("msgpack", doc.to_msgpack(), Box.from_msgpack(doc.to_msgpack()) == doc)
print("recast", Box({"n": "3"}, box_recast={"n": int}).n + 1)
print("kwargs", Box(x=1, y=Box(z=2)).y.z, list(Box(a=1, b=2).items()))
print("version", __import__("box").__version__)

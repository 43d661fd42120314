"""Driver: dotmap (an OrderedDict-backed attribute map: dynamic children, `_dynamic=False`,
dotted-path access, `pprint` in dict and json styles, `toDict`, `bannerStr`)."""

import copy
import pickle

from dotmap import DotMap

m = DotMap()
m.people.steve.age = 31
m.people.john.age = 52
m.list = [{"a": 1}, [{"b": 2}]]
print(m)
print("toDict", m.toDict())
print("items", [(k, type(v).__name__) for k, v in m.items()])
print(
    "nested list",
    type(m.list[0]).__name__,
    m.list[0]["a"],
    DotMap({"l": [{"a": 1}, [{"b": 2}]]}).l[0].a,
)
m.pprint()
m.pprint(pformat="json")
print("banner")
print(DotMap({"a": 1, "b": {"c": [1, 2], "d": "x"}}).bannerStr())
static = DotMap({"a": {"b": 1}}, _dynamic=False)
try:
    static.missing
except AttributeError as error:
    print("static", type(error).__name__, error)
except KeyError as error:
    print("static KeyError", error)
print("static read", static.a.b)
dotted = DotMap({"a": {"b": {"c": 5}}, "x.y": 1}, _prevent_method_masking=True)
print("dotted keys", dotted["x.y"], dotted.a.b.c)
print("empty", DotMap().empty(), m.empty(), DotMap(a=DotMap()).a.empty())
m2 = DotMap({"k": 1})
m2.update({"k": 2, "n": {"m": 3}})
print("update", m2.toDict(), type(m2.n).__name__)
print("copy", copy.deepcopy(m).toDict() == m.toDict(), m.copy().people is m.people)
print("pickle", pickle.loads(pickle.dumps(m)).toDict() == m.toDict())
print("eq", DotMap(a=1) == DotMap(a=1), DotMap(a=1) == {"a": 1})
print("len", len(m), "in", "people" in m, "nope" in m)
print("get", m.get("people").steve.age, m.get("zzz", 7))
print("pop", m2.pop("k"), m2.toDict())
print("keys", list(m.people.keys()))
print("setdefault", DotMap().setdefault("q", 1))
print(
    "parsed",
    DotMap.parseOther(DotMap(a=1)) if hasattr(DotMap, "parseOther") else "",
    repr(DotMap(a=1)),
)
print(
    "ior",
    (DotMap(a=1) | DotMap(b=2)).toDict() if hasattr(DotMap, "__or__") else "no or",
)
d = DotMap()
d.x
print("iadd on empty", d.toDict())
d2 = DotMap()
d2.counter = 0
d2.counter += 3
print("counter", d2.counter)
print("fromkeys", DotMap.fromkeys(["a", "b"], 0).toDict())
print("values", list(DotMap(a=1, b=2).values()))
m.people.steve.pets = ["dog"]
print("walk", [(name, p.age) for name, p in sorted(m.people.items())])
print("repr nested", repr(DotMap(a=DotMap(b=1))))

"""Driver: multidict, pure-Python path (the `_multidict` C extension left out, so
`multidict/__init__.py` imports `multidict._multidict_py`): case-sensitive and
case-insensitive multidicts, immutable proxies, views and their set operations."""

import copy
import pickle

import multidict
from multidict import (
    CIMultiDict,
    CIMultiDictProxy,
    MultiDict,
    MultiDictProxy,
    istr,
    getversion,
)

print("implementation", MultiDict.__module__)
d = MultiDict([("a", 1), ("b", 2), ("a", 3)])
print(
    d,
    len(d),
    d["a"],
    d.getall("a"),
    d.getone("b"),
    d.get("z", "dflt"),
    d.getall("z", []),
)
d.add("c", 4)
d.extend([("a", 5)], d2=6)
print("extend", list(d.items()))
d["b"] = 7
print("setitem", list(d.items()))
d.update(a=8)
print("update", list(d.items()))
d.merge({"a": 100, "new": 9})
print("merge", list(d.items()))
print("popone", d.popone("a"), d.popall("a", []), d.pop("c"), list(d.items()))
print("popitem", d.popitem(), list(d.items()))
print("setdefault", d.setdefault("s", 10), d.setdefault("s", 11), list(d.items()))
print("keys", list(d.keys()), list(d.values()), "s" in d.keys(), ("s", 10) in d.items())
print(
    "keys set ops",
    sorted(d.keys() & {"s", "x"}),
    sorted(d.keys() | {"q"}),
    sorted(d.keys() - {"s"}),
)
ci = CIMultiDict([("Content-Type", "text/html"), ("ACCEPT", "a"), ("accept", "b")])
print(
    "ci",
    ci,
    ci["content-type"],
    ci.getall("Accept"),
    "CONTENT-TYPE" in ci,
    list(ci.keys()),
)
ci["accept"] = "c"
print("ci set", list(ci.items()))
key = istr("Hello")
print("istr", key, key.title(), isinstance(key, str), CIMultiDict(hello=1)[key])
proxy = MultiDictProxy(MultiDict(a=1))
print("proxy", proxy, proxy["a"], proxy.copy(), type(proxy.copy()).__name__)
try:
    proxy["b"] = 2
except TypeError as error:
    print("proxy TypeError", type(error).__name__)
print("ci proxy", CIMultiDictProxy(ci)["CONTENT-type"])
print(
    "eq",
    MultiDict(a=1) == MultiDict(a=1),
    MultiDict([("a", 1), ("a", 2)]) == MultiDict([("a", 2), ("a", 1)]),
    MultiDict(a=1) == {"a": 1},
    CIMultiDict(A=1) == CIMultiDict(a=1),
)
print("copy", copy.copy(d) == d, d.copy() is not d, copy.deepcopy(ci) == ci)
print(
    "pickle", pickle.loads(pickle.dumps(d)) == d, pickle.loads(pickle.dumps(ci)) == ci
)
v1 = getversion(d)
d.add("v", 1)
print("version bumps", getversion(d) > v1)
print("repr", repr(MultiDict([("x", 1), ("x", 2)])), repr(CIMultiDict(a="b")))
print("clear", d.clear(), len(d))
try:
    MultiDict()["missing"]
except KeyError as error:
    print("KeyError", error)
print("iter", list(MultiDict([("k", 1), ("k", 2)])), sorted(MultiDict(b=1, a=2)))
print("add many", len(MultiDict([(str(i % 7), i) for i in range(100)]).getall("3")))
print("version", multidict.__version__)
headers = CIMultiDict()
for name, value in [
    ("Set-Cookie", "a=1"),
    ("set-cookie", "b=2"),
    ("Host", "x"),
    ("SET-COOKIE", "c=3"),
]:
    headers.add(name, value)
print("cookies", headers.getall("set-cookie"), list(headers.keys()))
print("ci popall", headers.popall("Set-Cookie"), list(headers.items()))
print("values view", list(MultiDict(a=1, b=2).values()), len(MultiDict(a=1).items()))

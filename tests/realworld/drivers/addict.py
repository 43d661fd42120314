"""Driver: addict (a `dict` subclass creating nested levels on attribute access through
`__missing__` and a parent/key link, `freeze`, recursive update and conversion)."""

import copy
import pickle

from addict import Dict

d = Dict()
d.a.b.c = 1
d.a.list = [{"x": 1}, [{"y": 2}]]
d.a.converted = Dict({"l": [{"x": 1}, [{"y": 2}]]}).l
d["key with space"].v = 2
print(d, type(d.a.list[0]).__name__, d.a.converted[0].x, d.a.converted[1][0].y)
print("to_dict", d.to_dict(), type(d.to_dict()["a"]).__name__)
print("missing is empty", d.nope, "nope" in d)
print("parent link not created", "nope" in d, d.get("nope"))
d.nope2.deep
print("reading creates nothing", "nope2" in d)
d.update({"a": {"b": {"d": 2}}, "z": 3})
print("recursive update", d.a.b, d.z)
print("or", (Dict(a=1) | Dict(b=2)), "ror", ({"c": 3} | Dict(d=4)))
e = Dict({"x": {"y": {"z": 1}}})
e.freeze()
try:
    e.x.new = 5
except KeyError as error:
    print("frozen", type(error).__name__, error)
print("frozen read", e.x.y.z)
try:
    e.missing
except KeyError as error:
    print("frozen missing", error)
e.unfreeze()
e.q.r = 1
print("unfrozen", e)
print("copy", copy.deepcopy(d) == d, d.copy() is not d)
print("pickle", pickle.loads(pickle.dumps(d)) == d)
print("setdefault", Dict().setdefault("k", [1]))
try:
    Dict().items = 1
except AttributeError as error:
    print("AttributeError", error)
print("dir", "to_dict" in dir(Dict()))
t = Dict(a=1, b=Dict(c=2))
del t.a
print("del", t, t.b.c)
print("kw", Dict(a=1, b={"c": {"d": 1}}).b.c.d, Dict([("p", 1), ("q", {"r": 2})]).q.r)
print("tuple", Dict({"t": ({"a": 1},)}).t[0].a)
print("iadd-like", Dict(n=1).n + 1)
h = Dict()
h.count = h.count or 0
h.count += 5
print("counter", h.count)
print("repr", repr(Dict(x=[Dict(y=1)])))
g = Dict()
for name, score in [("ann", 3), ("bob", 5), ("ann", 4)]:
    g.scores[name] = g.scores[name] or []
    g.scores[name].append(score)
print("grouped", g.scores)
print("nested get", Dict({"a": {"b": 1}}).get("a").b, Dict().get("x", "dflt"))
print("isinstance dict", isinstance(Dict(), dict), Dict.__mro__[1].__name__)
deep = Dict()
deep.l1.l2.l3.l4.l5 = "deep"
print("deep", deep.to_dict())
print("keys", list(deep.keys()), list(deep.l1.keys()))
print("equality", Dict(a=Dict(b=1)) == {"a": {"b": 1}})
print("clear", Dict(a=1).clear())

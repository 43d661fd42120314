"""Driver: orderedmultidict + six (a dict of keys to multiple values keeping insertion order
of every item, with `six` iteration helpers and many Python 2 style methods)."""

import copy
import pickle

from orderedmultidict import omdict

o = omdict([("a", 1), ("b", 2), ("a", 3), ("c", 4), ("a", 5)])
print(o, len(o), o.size())
print("get", o["a"], o.get("b"), o.getlist("a"), o.get("z", "dflt"), o.getlist("z"))
print("items", o.items(), o.allitems())
print("keys", o.keys(), o.allkeys(), o.values(), o.allvalues())
print("iter", list(o.iteritems()), list(o.iterallitems()), list(o.iterallitems("a")))
o.add("b", 6)
o.addlist("d", [7, 8])
print("add", o.allitems())
o.set("a", 9)
print("set", o.allitems())
o.setlist("b", [10, 11, 12])
print("setlist", o.allitems())
o["c"] = 13
print("setitem", o.allitems())
print(
    "pop",
    o.pop("c"),
    o.poplist("d"),
    o.popvalue("b"),
    o.popvalue("b", last=False),
    o.allitems(),
)
print("popitem", o.popitem(), o.popitem(fromall=True, last=False), o.allitems())
o.update([("x", 1), ("x", 2)])
print("update", o.allitems())
o.updateall([("y", 1), ("y", 2)])
print("updateall", o.allitems())
o.load({"only": 1})
print("load", o.allitems())
m = omdict([(1, "x"), (2, "y"), (1, "z")])
print("reverse", list(m.reverse()), list(m.itervalues()))
print(
    "eq",
    omdict([(1, 1), (1, 2)]) == omdict([(1, 1), (1, 2)]),
    omdict([(1, 1), (1, 2)]) == omdict([(1, 2), (1, 1)]),
    omdict([(1, 1)]) == {1: 1},
)
print("copy", copy.copy(m) == m, m.copy().allitems(), copy.deepcopy(m).allitems())
print("pickle", pickle.loads(pickle.dumps(m)).allitems())
print("contains", 1 in m, 3 in m, m.has_key(2) if hasattr(m, "has_key") else "-")
print("delitem")
del m[1]
print(m.allitems(), repr(m), str(omdict()))
print("fromkeys", omdict.fromkeys(["a", "b"], 0).allitems())
print(
    "setdefaultlist",
    m.setdefaultlist("new", [1, 2]),
    m.setdefault("new2", 3),
    m.allitems(),
)
print("lists", m.lists(), list(m.iterlists()))
print("clear", m.clear(), m.allitems(), len(m))
big = omdict()
for i in range(20):
    big.add(i % 4, i)
for key in range(4):
    print("bucket", key, big.getlist(key))
print("allvalues order", big.allvalues()[:8])
print("size", big.size(), len(big))

"""Driver: bidict (re-exports, __module__ rewriting via locals(), typing_extensions fallback)."""

import bidict as bd
from bidict import (
    ON_DUP_DROP_OLD,
    ON_DUP_RAISE,
    DuplicationError,
    KeyDuplicationError,
    OnDup,
    OrderedBidict,
    ValueDuplicationError,
    bidict,
    frozenbidict,
    inverted,
)

element = bidict({"H": "hydrogen", "He": "helium", "Li": "lithium"})
print("repr", element)
print(
    "lookup", element["He"], element.inverse["lithium"], element.inv is element.inverse
)
element["Be"] = "beryllium"
print("after set", sorted(element.items()))
print("inverse", sorted(element.inverse.items()))
try:
    element["X"] = "helium"
except ValueDuplicationError as exc:
    print("ValueDuplicationError", exc)
try:
    element.putall([("Li", "lithium2")], on_dup=OnDup(key=bd.RAISE))
except KeyDuplicationError as exc:
    print("KeyDuplicationError", exc)
element.forceput("X", "helium")
print("forceput", sorted(element.items()))
element.put("B", "boron")
print("put", len(element), element.get("B"), element.get("nope", "default"))
try:
    element.put("B", "boron2")
except DuplicationError as exc:
    print("put dup", type(exc).__name__, exc)
element.forceupdate({"C": "carbon", "N": "carbon"})
print("forceupdate", sorted(element.items()))
print("pop", element.pop("X"), element.popitem() in [("N", "carbon")], len(element))
del element.inverse["boron"]
print("del inverse", sorted(element))
print(
    "copy",
    element.copy() == element,
    type(element.copy()).__name__,
    element.copy() is not element,
)
print("equality", bidict(a=1) == {"a": 1}, bidict(a=1) != bidict(a=2))
print(
    "isinstance",
    isinstance(element, bd.BidirectionalMapping),
    isinstance(element, bd.MutableBidirectionalMapping),
)

fb = frozenbidict({1: "one", 2: "two"})
print(
    "frozenbidict",
    fb,
    hash(fb) == hash(frozenbidict({2: "two", 1: "one"})),
    fb.inverse["two"],
)
try:
    fb[3] = "three"
except TypeError as exc:
    print("frozen TypeError", type(exc).__name__)
print("as dict key", {fb: "ok"}[frozenbidict({1: "one", 2: "two"})])

ob = OrderedBidict([("x", 1), ("y", 2), ("z", 3)])
ob["w"] = 0
ob.move_to_end("x")
ob.move_to_end("z", last=False)
print("ordered", list(ob.items()), list(ob.inverse.items()))
print("ordered popitem", ob.popitem(), ob.popitem(last=False), ob)
print("reversed", list(reversed(ob)), list(reversed(ob.inverse)))
print(
    "ordered equals_order_sensitive",
    ob.equals_order_sensitive(OrderedBidict([("y", 2), ("w", 0)])),
)

print(
    "inverted", sorted(inverted({"a": 1, "b": 2})), list(inverted([(1, "x"), (2, "y")]))
)
d = bidict()
d.putall([(i, i * i) for i in range(6)])
print("putall", d)
d.putall([(10, 0), (11, 1)], on_dup=ON_DUP_DROP_OLD)
print("drop old", d)
try:
    d.putall([(20, 4), (21, 4)], on_dup=ON_DUP_RAISE)
except ValueDuplicationError as exc:
    print("raise on batch", exc, 20 in d)
print("keys view", list(d.keys()), d.keys() == d.inverse.values(), sorted(d.values()))
print("OnDup", ON_DUP_RAISE, bd.ON_DUP_DEFAULT == OnDup(key=bd.DROP_OLD, val=bd.RAISE))


class NamedBidict(bidict):
    _fwdm_cls = dict

    def describe(self):
        return f"{type(self).__name__} with {len(self)} items, inverse is {type(self.inverse).__name__}"


nb = NamedBidict({"a": 1})
print("subclass", nb.describe(), nb.inverse.inverse is nb)


class Element(bd.BidictBase):
    on_dup = OnDup(key=bd.RAISE, val=bd.RAISE)


e = Element(a=1, b=2)
print("BidictBase subclass", e, e.inverse, type(e.inverse).__name__)
print("done")

"""Driver: sortedcollections + sortedcontainers (subclasses of another package's classes, a module
`ordereddict` defining its own `OrderedDict`, `dict.__setitem__` bound as a default argument,
`collections.abc` view mixins, key functions closing over `self`, `__reduce__` for copy and pickle).
"""

import copy
import pickle

from sortedcollections import (
    IndexableDict,
    IndexableSet,
    ItemSortedDict,
    NearestDict,
    OrderedDict,
    OrderedSet,
    SegmentList,
    SortedDict,
    SortedList,
    ValueSortedDict,
)
from sortedcollections.ordereddict import ItemsView, KeysView

print("--- ValueSortedDict")
scores = ValueSortedDict({"alice": 30, "bob": 10, "carol": 20})
scores["dave"] = 15
scores["bob"] = 40
print(list(scores.items()), scores.peekitem(0), scores.peekitem(-1))
print(
    "index",
    scores.index("carol"),
    scores.bisect_key_left(20),
    list(scores.irange_key(15, 30)),
)
del scores["alice"]
print(repr(scores), len(scores), "bob" in scores)
by_length = ValueSortedDict(lambda value: -len(value), {1: "a", 2: "ccc", 3: "bb"})
print("key function", list(by_length.items()))
print("copy", list(copy.copy(scores).items()), list(copy.deepcopy(by_length).items()))

print("--- ItemSortedDict")
isd = ItemSortedDict(lambda key, value: key * value, {2: 5, 3: 1, 1: 4})
isd[4] = 0
print(list(isd.items()), isd.peekitem(0))
isd[3] = 10
print(list(isd.items()), list(isd.copy().keys()))

print("--- NearestDict")
nd = NearestDict({1.0: "one", 5.0: "five", 10.0: "ten"})
print([nd[x] for x in [0, 1.4, 3.0, 3.1, 7.4, 7.6, 100]])
print("nearest", nd.nearest_key(6), nd.nearest_key(3))
down = NearestDict({1: "a", 5: "b", 9: "c"}, rounding=NearestDict.NEAREST_PREV)
up = NearestDict({1: "a", 5: "b", 9: "c"}, rounding=NearestDict.NEAREST_NEXT)
print("rounding", [down[x] for x in [1, 4, 8, 20]], [up[x] for x in [0, 2, 6, 9]])
try:
    up[10]
except KeyError as error:
    print("KeyError", error)

print("--- IndexableDict and IndexableSet")
idict = IndexableDict.fromkeys([40, 10, 30, 20], 0)  # ordered by hash(): ints only
print(list(idict), idict.keys()[1], idict.peekitem(-1), idict.index(30))
iset = IndexableSet([5, 1, 3, 1])
print(list(iset), iset[0], iset[-1], iset.index(3), type(iset).__name__)

print("--- OrderedSet")
oset = OrderedSet("abracadabra")
oset.add("z")
oset.discard("b")
print(repr(oset), oset[1], oset[-1], oset.index("c"), list(reversed(oset)), len(oset))
print(
    "set ops",
    list(oset | OrderedSet("xyz")),
    list(oset & OrderedSet("rcz")),
    oset == OrderedSet("arcdz"),
)

print("--- OrderedDict (sortedcollections')")
od = OrderedDict()
for key in ["x", "a", "m", "b"]:
    od[key] = key.upper()
del od["m"]
od["m"] = "again"
print(repr(od), od.keys()[0], od.items()[-1], od.values()[1:])
print(
    "views",
    isinstance(od.keys(), KeysView),
    isinstance(od.items(), ItemsView),
    list(reversed(od)),
)
print(
    "popitem",
    od.popitem(),
    od.popitem(last=False),
    od.pop("b"),
    od.pop("nope", "default"),
)
print("setdefault", od.setdefault("q", 1), od.setdefault("q", 2), repr(od))
print("fromkeys", repr(OrderedDict.fromkeys("ab", 0)), od == {"q": 1}, od.copy() == od)
print("pickle", repr(pickle.loads(pickle.dumps(OrderedDict(a=1, b=2)))))

print("--- SegmentList")
segments = SegmentList([5, 1, 4])
segments.append(9)
segments.insert(0, 2)
print(list(segments), segments[0], segments[-1])
for method in ["reverse", "sort"]:
    try:
        getattr(segments, method)()
        print(method, "ran", list(segments))
    except NotImplementedError:
        print(method, "not implemented")
segments[1] = 7
print("setitem", list(segments))

print("--- re-exports from sortedcontainers")
sl = SortedList([5, 1, 3])
sd = SortedDict({"b": 2, "a": 1})
print(
    repr(sl), repr(sd), sl is not None and SortedList.__module__, SortedDict.__module__
)
print(
    "pickle",
    list(pickle.loads(pickle.dumps(scores)).items()),
    list(pickle.loads(pickle.dumps(oset))),
)
print("done")

"""Driver: sortedcontainers (SortedList, SortedKeyList, SortedDict, SortedSet)."""

import operator
import random

from sortedcontainers import SortedDict, SortedKeyList, SortedList, SortedSet

rng = random.Random(20240607)

sl = SortedList()
for _ in range(2000):
    sl.add(rng.randrange(10_000))
print("len", len(sl), "min", sl[0], "max", sl[-1])
print("slice", list(sl[100:110]))
print(
    "bisect_left 5000", sl.bisect_left(5000), "bisect_right 5000", sl.bisect_right(5000)
)
print("count", [sl.count(v) for v in (sl[0], sl[500], 12345)])
print("irange", list(sl.irange(4990, 5030)))
print("irange exclusive", list(sl.irange(4990, 5030, inclusive=(False, False))))
print("islice", list(sl.islice(10, 20, reverse=True)))
print("index", sl.index(sl[777]))
removed = [sl.pop(), sl.pop(0), sl.pop(1000)]
print("popped", removed, "len", len(sl))
for v in list(sl[::97]):
    sl.discard(v)
print("after discard", len(sl), sl._load, list(sl[:5]))
sl.update(range(0, 100, 7))
print("after update", len(sl), list(sl[:12]))
try:
    sl.remove(-1)
except ValueError as exc:
    print("ValueError", exc)
print("contains", 49 in sl, -5 in sl)
print("repr", repr(SortedList([3, 1, 2])))
print(
    "add ops", list(SortedList([5, 1]) + SortedList([3])), list(SortedList([2, 1]) * 2)
)
del sl[10:1000]
print("del slice", len(sl), sl[9], sl[10])
sl._check()

skl = SortedKeyList(["apple", "fig", "banana", "kiwi", "cherry", "date"], key=len)
print("keylist", list(skl), skl.bisect_key_left(5), list(skl.irange_key(4, 5)))
skl.add("plum")
print("keylist add", list(skl), repr(skl)[:20])
skl2 = SortedList([3, 1, 2], key=lambda x: -x)
print("SortedList(key=) ->", type(skl2).__name__, list(skl2))

sd = SortedDict()
words = "the quick brown fox jumps over the lazy dog and then sleeps all day".split()
for i, w in enumerate(words):
    sd[w] = sd.get(w, 0) + i
print("sorteddict", list(sd.items()))
print("peekitem", sd.peekitem(), sd.peekitem(0))
print("popitem", sd.popitem(), sd.popitem(index=0))
print("keys slice", list(sd.keys()[2:5]), "values", list(sd.values()[:3]))
print("irange keys", list(sd.irange("d", "o")))
print("index of 'lazy'", sd.index("lazy"), "bisect 'm'", sd.bisect("m"))
print("setdefault", sd.setdefault("zebra", 99), sd.setdefault("fox", -1))
sd.update({"ant": 1, "bee": 2})
print("after update", list(sd)[:6], len(sd))
neg = SortedDict(operator.neg, {1: "a", 5: "e", 3: "c"})
print("key dict", list(neg.items()), repr(neg))
print("copy eq", sd.copy() == sd, type(sd.copy()).__name__)
del sd["the"]
print("del", "the" in sd, len(sd))

ss = SortedSet(rng.randrange(100) for _ in range(60))
other = SortedSet(range(0, 100, 3))
print("sortedset", len(ss), list(ss[:10]))
print(
    "union",
    len(ss | other),
    "inter",
    list(ss & other)[:10],
    "diff",
    list(ss - other)[:8],
)
print("symdiff", list(ss ^ other)[:8])
print("isdisjoint", ss.isdisjoint([1000, 2000]), "issubset", SortedSet([3, 6]) <= other)
ss.discard(ss[0])
ss.add(-1)
print(
    "after ops", list(ss[:5]), ss.bisect(50), ss.index(ss[3]), repr(SortedSet([2, 1]))
)
print("reversed", list(reversed(SortedSet([1, 5, 3]))))
ss._check()
sd._check()
print("done")

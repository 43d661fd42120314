"""Driver: intervaltree with sortedcontainers vendored (package and submodule share a name)."""

from intervaltree import Interval, IntervalTree

t = IntervalTree()
t[1:5] = "a"
t[4:9] = "b"
t.add(Interval(10, 15, "c"))
t.addi(2, 3, "d")
t[7:12] = "e"
print("tree", sorted(t), len(t), t.begin(), t.end(), t.span())
print("point 4", sorted(t[4]), "point 9", sorted(t.at(9)), "point 0", sorted(t[0]))
print("overlap 3:8", sorted(t[3:8]), sorted(t.overlap(11, 20)))
print("envelop", sorted(t.envelop(1, 10)), sorted(t.envelop(Interval(0, 20))))
print(
    "overlaps",
    t.overlaps(6),
    t.overlaps(16),
    t.overlaps(0, 1),
    t.overlaps_range(14, 30),
    t.overlaps_point(15),
)
iv = Interval(3, 8, "x")
print(
    "Interval",
    iv,
    iv.length(),
    iv.contains_point(8),
    iv.overlaps(8, 10),
    iv.overlaps(Interval(7, 9)),
)
print(
    "Interval cmp",
    Interval(1, 2) < Interval(1, 3),
    Interval(1, 2, "a") == Interval(1, 2, "a"),
    iv.range_matches(Interval(3, 8)),
)
print(
    "Interval dist",
    iv.distance_to(Interval(10, 12)),
    iv.distance_to(5),
    iv.contains_interval(Interval(4, 5)),
    iv.is_null(),
)
print(
    "Interval repr",
    repr(iv),
    iv._replace(data="y"),
    iv.begin,
    iv.end,
    iv.data,
    tuple(iv),
)
t2 = t.copy()
t2.remove(Interval(2, 3, "d"))
t2.discard(Interval(100, 200))
t2.removei(10, 15, "c")
print("copy/remove", sorted(t2), len(t), t2 == t, t2 != t)
t2.remove_overlap(8)
print("remove_overlap", sorted(t2))
t3 = IntervalTree.from_tuples([(0, 10, 1), (5, 15, 2), (20, 30, 3)])
t3.chop(8, 22)
print("chop", sorted(t3))
t4 = IntervalTree.from_tuples([(0, 10, "x"), (5, 15, "y")])
t4.slice(7)
print("slice", sorted(t4))
t5 = IntervalTree.from_tuples([(1, 3), (2, 6), (8, 10), (9, 12), (15, 18)])
t5.merge_overlaps()
print("merge_overlaps", sorted(t5))
t6 = IntervalTree.from_tuples([(1, 3, 1), (3, 6, 2), (6, 9, 4)])
t6.merge_overlaps(data_reducer=lambda a, b: a + b, strict=False)
print("merge non-strict", sorted(t6))
t7 = IntervalTree.from_tuples([(1, 5, "a"), (1, 5, "b"), (2, 4, "c")])
t7.merge_equals(data_reducer=lambda a, b: a + b)
print("merge_equals", sorted(t7))
t8 = IntervalTree.from_tuples([(1, 2), (2, 3), (5, 6)])
t8.merge_neighbors(distance=2)
print("merge_neighbors", sorted(t8))
t9 = IntervalTree.from_tuples([(0, 10, "x"), (5, 15, "y"), (7, 8, "z")])
t9.split_overlaps()
print("split_overlaps", sorted(t9))
a = IntervalTree.from_tuples([(0, 5), (10, 15)])
b = IntervalTree.from_tuples([(10, 15), (20, 25)])
print("set ops", sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
print(
    "set preds",
    a <= (a | b),
    (a | b) >= b,
    a.isdisjoint(IntervalTree.from_tuples([(30, 40)])),
    a < a,
)
c = a.copy()
c.update([Interval(40, 50)])
c.difference_update(b)
c |= IntervalTree([Interval(60, 61)])
print(
    "in-place", sorted(c), Interval(0, 5) in c, c.containsi(40, 50), c.containsi(40, 51)
)
print(
    "items/iter",
    sorted(c.items()) == sorted(iter(c)),
    sorted(c.all_intervals) == sorted(c),
)
print("boundary_table", list(t.boundary_table.items())[:6])
big = IntervalTree(Interval(i, i + (i % 7) + 1, i) for i in range(0, 300, 3))
print(
    "big",
    len(big),
    len(big[100]),
    len(big[50:60]),
    round(big.score(), 6),
    sorted(big.score(True)),
)
big.verify()
print("print_structure head", big.print_structure(tostring=True).splitlines()[0])
print("repr", repr(IntervalTree([Interval(1, 2, "q")])), str(IntervalTree()))
try:
    t.add(Interval(5, 5))
except ValueError as exc:
    print("null interval", exc)
try:
    t.remove(Interval(99, 100))
except ValueError as exc:
    print("remove missing", type(exc).__name__)
empty = IntervalTree()
print("empty", empty.is_empty(), empty.begin(), empty.end(), empty.range(), t.range())
nested = IntervalTree.from_tuples([(0, 10), (2, 5), (3, 4), (6, 8)])
print("find_nested", sorted((k, sorted(v)) for k, v in nested.find_nested().items()))
nested.remove_envelop(1, 9)
print("remove_envelop", sorted(nested))
u = a.union(b).intersection(IntervalTree.from_tuples([(10, 15), (20, 25), (99, 100)]))
print(
    "union/intersection",
    sorted(u),
    sorted(a.symmetric_difference(b)),
    sorted(a.difference(b)),
)
print("done")

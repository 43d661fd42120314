"""Driver: ordered-set (an insertion-ordered `MutableSet` and `Sequence` with fancy indexing,
set algebra keeping order, and the doctests in its module)."""

import copy
import doctest
import pickle

import ordered_set
from ordered_set import OrderedSet

s = OrderedSet("abracadabra")
print(s, list(s), len(s), s[0], s[-1], s[1:3], s[[0, 2]])
print("index", s.index("c"), s.index(["a", "d"]), "r" in s, "z" in s)
print("add", s.add("z"), s.append("a"), s)
print("update", s.update("xyz"), s)
s.discard("x")
s.remove("y")
print("discard/remove", s, s.pop(), s.pop(0), s)
try:
    s.remove("nope")
except KeyError as error:
    print("KeyError", error)
a, b = OrderedSet([1, 2, 3, 4]), OrderedSet([3, 4, 5])
print("union", a | b, a.union(b, [9]))
print("intersection", a & b, a.intersection(b, [4]))
print("difference", a - b, a.difference(b, [1]))
print("symmetric", a ^ b, a.symmetric_difference(b))
print(
    "subset",
    OrderedSet([1, 2]) <= a,
    a.issubset([1, 2, 3, 4, 5]),
    a.issuperset([1]),
    a.isdisjoint([7]),
)
c = OrderedSet(a)
c.intersection_update(b)
print("intersection_update", c)
c = OrderedSet(a)
c.difference_update([2])
print("difference_update", c)
c.symmetric_difference_update([3, 8])
print("symmetric_difference_update", c)
print(
    "eq",
    OrderedSet([1, 2]) == OrderedSet([1, 2]),
    OrderedSet([1, 2]) == OrderedSet([2, 1]),
    OrderedSet([1, 2]) == [1, 2],
    OrderedSet([1, 2]) == {2, 1},
)
print("copy", copy.copy(a) == a, copy.deepcopy(a), a.copy() is not a)
print("pickle", pickle.loads(pickle.dumps(a)))
print("reversed", list(reversed(a)), a.get_loc(3), a.get_indexer([1, 4]))
print("clear", a.clear(), a, repr(OrderedSet()))
print("tuples", OrderedSet([(1, 2), (1, 2), (3,)]))


class Runner(doctest.DocTestRunner):
    """Collects problems instead of printing them with file names and line numbers."""

    def __init__(self):
        super().__init__(
            verbose=False, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
        )
        self.problems = []

    def report_failure(self, out, test, example, got):
        self.problems.append(
            f"failed {example.source.strip()!r}: wanted {example.want!r}"
        )

    def report_unexpected_exception(self, out, test, example, exc_info):
        self.problems.append(
            f"raised {example.source.strip()!r}: {exc_info[0].__name__}"
        )


def run_doctests(*modules):
    finder = doctest.DocTestFinder()
    runner = Runner()
    for module in modules:
        for test in sorted(finder.find(module), key=lambda test: test.name):
            if test.examples:
                runner.problems = []
                result = runner.run(test, out=lambda text: None)
                print(
                    "doctest",
                    test.name,
                    result.attempted,
                    result.failed,
                    *runner.problems,
                )


run_doctests(ordered_set)

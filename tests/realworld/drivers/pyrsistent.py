"""Driver: pyrsistent + _pyrsistent_version, pure-Python path (its C extension `pvectorc` is a
top-level module, not part of a vendored copy, so `pyrsistent._pvector` takes its
`except ImportError` fallback): persistent vectors, maps, sets, bags, lists, deques, records and
classes with invariants, evolvers, `freeze`/`thaw`, transformations; and the doctests of the
sequence modules run through a quiet `doctest.DocTestRunner` (not the map and set ones: their
reprs follow `str` hashing)."""

import doctest
import pickle

import pyrsistent
import pyrsistent._pdeque
import pyrsistent._plist
import pyrsistent._pvector
from pyrsistent import (
    CheckedPVector,
    InvariantException,
    PClass,
    PRecord,
    b,
    discard,
    dq,
    field,
    freeze,
    inc,
    l,
    m,
    ny,
    pbag,
    pdeque,
    plist,
    pmap,
    pset,
    pvector,
    rex,
    s,
    thaw,
    v,
)

print(
    "implementation",
    type(pvector()).__module__,
    pvector is pyrsistent._pvector.python_pvector,
)
vec = v(1, 2, 3)
vec2 = vec.append(4).set(0, 10)
print(
    "pvector",
    vec,
    vec2,
    vec2[1:3],
    vec2.index(3),
    vec2.count(2),
    len(vec2),
    vec == v(1, 2, 3),
)
print(
    "pvector ops",
    vec + v(9),
    vec * 2,
    vec.extend([7, 8]),
    vec.delete(1),
    vec.remove(3),
    vec.mset(0, "a", 2, "c"),
)
big = pvector(range(2000))
big2 = big.set(1500, -1)
print(
    "big", len(big2), big[1500], big2[1500], sum(big2) % 1009, big2[-1], big2[1024:1028]
)
evolver = big.evolver()
for i in range(0, 2000, 100):
    evolver[i] = i * 2
evolver.append(99)
print(
    "evolver",
    evolver.is_dirty(),
    evolver.persistent()[100],
    len(evolver.persistent()),
    big[100],
)
mp = m(a=1, b=2)
mp2 = mp.set("c", 3).remove("a").update({"d": 4})
print(
    "pmap",
    sorted(mp2.items()),
    mp2.get("b"),
    "a" in mp2,
    len(mp2),
    mp == pmap({"b": 2, "a": 1}),
)
intmap = pmap({i: i * i for i in range(50)})
print(
    "int pmap",
    intmap[7],
    intmap.discard(7).get(7, "gone"),
    len(intmap.evolver().remove(1).persistent()),
)
print(
    "pset",
    sorted(s(1, 2, 3).add(4).remove(1)),
    s(1, 2) | s(3),
    s(1, 2) & s(2),
    s(1, 2) - s(1),
    s(1).issubset(s(1, 2)),
)
print(
    "pbag",
    b(1, 1, 2).count(1),
    sorted(b(1, 1, 2).add(2).remove(1)),
    len(pbag([3, 3, 3])),
)
print(
    "plist",
    l(1, 2, 3).cons(0),
    plist([1, 2, 3]).reverse(),
    l(1, 2).mcons([3, 4]),
    l(1, 2, 3).first,
    l(1, 2, 3).rest,
    list(l(3, 1, 2)),
    l(1, 2, 3, 4).split(2),
)
print(
    "pdeque",
    dq(1, 2, 3).appendleft(0).pop(),
    pdeque([1, 2, 3], maxlen=3).append(4),
    dq(1, 2, 3).rotate(1),
    dq(1, 2).extendleft([5, 6]),
    dq(1, 2, 3).left,
    dq(1, 2, 3).right,
)


class Point(PRecord):
    x = field(type=int, mandatory=True)
    y = field(type=int, initial=0, invariant=lambda y: (y >= 0, "y negative"))


p = Point(x=1)
print(
    "precord",
    sorted(p.items()),
    p.set(y=5).y,
    Point.create({"x": 3, "y": 4}).serialize() == {"x": 3, "y": 4},
)
for bad in [lambda: Point(y=1), lambda: Point(x=1, y=-1), lambda: Point(x="a")]:
    try:
        bad()
    except (InvariantException, TypeError) as error:
        print(
            "invalid",
            type(error).__name__,
            sorted(getattr(error, "invariant_errors", ())),
            sorted(getattr(error, "missing_fields", ())),
        )


class Account(PClass):
    owner = field(type=str)
    balance = field(type=int, initial=0, invariant=lambda b: (b >= 0, "overdrawn"))

    def deposit(self, amount):
        return self.set(balance=self.balance + amount)


acct = Account(owner="ann").deposit(50)
print(
    "pclass",
    acct,
    acct.balance,
    acct.serialize(),
    acct == Account(owner="ann", balance=50),
)
try:
    acct.deposit(-100)
except InvariantException as error:
    print("pclass invariant", error.invariant_errors)


class Ints(CheckedPVector):
    __type__ = int


print("checked", Ints([1, 2]).append(3))
try:
    Ints([1, "x"])
except TypeError as error:
    print("checked TypeError", type(error).__name__)
nested = freeze({"a": [1, {"b": [2, 3]}], "c": (4,)})
print(
    "freeze",
    type(nested).__name__,
    type(nested["a"]).__name__,
    nested["a"][1]["b"],
    thaw(nested) == {"a": [1, {"b": [2, 3]}], "c": (4,)},
)
tree = freeze({"scores": {"ann": 1, "bob": 5}, "log": [1, 2, 3]})
print(
    "transform",
    sorted(thaw(tree.transform(["scores", "ann"], inc)["scores"]).items()),
    thaw(tree.transform(["log", 1], discard))["log"],
    sorted(thaw(tree.transform(["scores", ny], 0))["scores"].items()),
    sorted(thaw(tree.transform(["scores", rex("^a")], 100))["scores"].items()),
)
print(
    "pickle",
    pickle.loads(pickle.dumps(vec2)) == vec2,
    pickle.loads(pickle.dumps(intmap)) == intmap,
    pickle.loads(pickle.dumps(p)) == p,
)
print("hash", hash(v(1, 2)) == hash(v(1, 2)), hash(pmap({1: 2})) == hash(pmap({1: 2})))


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


run_doctests(pyrsistent._pvector, pyrsistent._plist, pyrsistent._pdeque)

"""Driver: munch (attribute-access dicts, `munchify`/`unmunchify` recursion with cycles,
`DefaultMunch`/`DefaultFactoryMunch`, copy and pickle, and the doctests in its module).
"""

import copy
import doctest
import json
import pickle

import munch
from munch import DefaultFactoryMunch, DefaultMunch, Munch, munchify, unmunchify

b = Munch(foo=Munch(lol=True), hello=42, ponies="are pretty!")
print(b.foo.lol, b["hello"], b.ponies, sorted(b.keys()))
b.new = [1, {"x": 2}]
print(repr(b))
print(b.toDict(), b.toJSON(sort_keys=True))
print("hasattr", hasattr(b, "missing"), "foo" in b, getattr(b, "ponies"))
try:
    b.missing
except AttributeError as error:
    print("AttributeError", error)
del b.new
print("after del", sorted(b))
m = munchify({"a": [{"b": 1}, ({"c": 2},)], "d": {"e": {"f": 3}}})
print(
    "munchify",
    type(m.a[0]).__name__,
    m.a[0].b,
    type(m.a[1]).__name__,
    m.a[1][0].c,
    m.d.e.f,
)
cycle = {"name": "loop"}
cycle["self"] = cycle
mc = munchify(cycle)
print("cycle", mc.self.self.name, mc.self is mc)
print("unmunchify", unmunchify(m), type(unmunchify(m)["d"]).__name__)
d = DefaultMunch("dflt", {"a": 1})
print("DefaultMunch", d.a, d.zzz, d["yyy"], repr(d))
df = DefaultFactoryMunch(list, {"a": 1})
df.bucket.append(5)
print("DefaultFactoryMunch", df.bucket, df.a, repr(df))
dm = DefaultMunch.fromDict({"x": {"y": 1}}, None)
print("fromDict", dm.x.y, dm.x.nope, type(dm.x).__name__)
print(
    "copy", copy.copy(b) == b, copy.deepcopy(b).foo is not b.foo, b.copy().foo is b.foo
)
print(
    "pickle",
    pickle.loads(pickle.dumps(b)) == b,
    type(pickle.loads(pickle.dumps(d))).__name__,
)
print("json", json.dumps(b, sort_keys=True))
print(
    "update",
    Munch(a=1).update({"b": 2}) is None,
    Munch.fromDict({"q": [{"r": 1}]}).q[0].r,
)
print("setdefault", Munch().setdefault("k", 9), dir(Munch(zz=1))[-1])
print("eq", Munch(a=1) == {"a": 1}, Munch(a=1) != Munch(a=2))
print("fromYAML", hasattr(Munch, "fromYAML"))


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


run_doctests(munch)

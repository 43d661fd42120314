"""Driver: immutables, pure-Python path (the `_map` C extension left out, so
`immutables/__init__.py` falls back to `immutables.map`): a hash array mapped trie with
bitmap, array and collision nodes, mutations, structural equality and hashing."""

import pickle

import immutables
from immutables import Map


class Collider:
    """Keys with equal hashes, to reach the trie's collision nodes."""

    def __init__(self, name):
        self.name = name

    def __hash__(self):
        return 7

    def __eq__(self, other):
        return isinstance(other, Collider) and other.name == self.name

    def __repr__(self):
        return f"C({self.name})"


print("implementation", Map.__module__)
m = Map(a=1, b=2)
m2 = m.set("c", 3)
print("set", len(m), len(m2), m2["c"], "c" in m, m2.get("z", "dflt"))
m3 = m2.delete("a")
print("delete", sorted(m3.items()), sorted(m2.keys()))
try:
    Map({1: "a", 2: "b"}).delete(3)
except KeyError as error:
    print("KeyError", error)
big = Map()
for i in range(2000):
    big = big.set(i, i * i)
print("big", len(big), big[1999], sum(big.values()) % 1000003, sorted(big.keys())[:5])
for i in range(0, 2000, 3):
    big = big.delete(i)
print("after deletes", len(big), 3 in big, 4 in big, big.get(4))
col = Map()
for name in "abcde":
    col = col.set(Collider(name), name.upper())
print("collisions", len(col), col[Collider("c")], sorted(v for v in col.values()))
col = col.delete(Collider("c"))
print("collision delete", len(col), Collider("c") in col)
with big.mutate() as mm:
    mm[5000] = "x"
    del mm[1]
    mm.set(5001, "y")
    mm.pop(2)
    print("mutation len", len(mm), mm.get(5000))
    frozen = mm.finish()
print("finished", len(frozen), frozen[5001], 1 in frozen)
mm = m.mutate()
mm["z"] = 26
mm.update({"y": 25}, x=24)
print("update", sorted(mm.finish().items()))
print(
    "update map",
    sorted(m.update({"q": 1}, r=2).items()),
    sorted(m.update(Map(s=3)).items()),
)
print("eq", Map(a=1, b=2) == Map(b=2, a=1), Map(a=1) == Map(a=2), Map() == {})
print("hash", hash(Map(a=1, b=2)) == hash(Map(b=2, a=1)))
print("pickle", pickle.loads(pickle.dumps(m2)) == m2)
print("repr", repr(Map({1: "one"})), repr(Map()))
print("iteration sorted", sorted(Map({i: str(i) for i in range(40)}).items())[-3:])
try:
    Map({1: "a"})[
        2
    ]  # int keys: the trie's path, and so the error's message, follows the hash
except KeyError as error:
    print("KeyError", error)
try:
    hash(Map(a=[1]))
except TypeError as error:
    print("TypeError", type(error).__name__)
nested = Map(inner=Map(x=1))
print("nested", nested["inner"]["x"], hash(nested) == hash(Map(inner=Map(x=1))))
print("views", len(m2.keys()), len(m2.values()), len(m2.items()), sorted(m2))
print("class getitem", Map[str, int] is not None)
print("version", immutables.__version__)
chain = Map()
for step in range(8):
    chain = (
        chain.set(f"k{step}", step).delete(f"k{step - 2}")
        if step >= 2
        else chain.set(f"k{step}", step)
    )
    print("chain", step, sorted(chain.items()))

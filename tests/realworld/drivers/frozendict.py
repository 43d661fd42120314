"""Driver: frozendict (C-extension fallback, json monkeypatching, self-imports, deepfreeze)."""

import copy
import json

from array import array
from collections import OrderedDict

import frozendict as fd_module
from frozendict import (
    FrozendictJsonEncoder,
    deepfreeze,
    frozendict,
    register,
    unregister,
)

fd = frozendict(b=2, a=1, c=3)
print("repr", fd, len(fd), fd["a"], fd.get("z", "dflt"), "b" in fd)
print("order kept", list(fd), list(fd.values()), list(fd.items()))
print(
    "hash stable",
    hash(fd) == hash(frozendict([("b", 2), ("a", 1), ("c", 3)])),
    fd == {"a": 1, "b": 2, "c": 3},
)
print("as key", {fd: "v"}[frozendict(c=3, b=2, a=1)])
try:
    fd["d"] = 4
except TypeError as exc:
    print("immutable setitem", type(exc).__name__)
try:
    del fd["a"]
except TypeError as exc:
    print("immutable delitem", type(exc).__name__)
for name in ("clear", "pop", "popitem", "update"):
    try:
        getattr(fd, name)()
    except (TypeError, AttributeError) as exc:
        print("immutable", name, type(exc).__name__)
print("set", fd.set("d", 4), fd.set("a", 10), fd)
print("delete", fd.delete("b"))
try:
    fd.delete("zz")
except KeyError as exc:
    print("delete missing", repr(exc))
print("setdefault", fd.setdefault("a", 0), fd.setdefault("q", 0))
print("key/value/item", fd.key(), fd.value(1), fd.item(-1), fd.key(-2))
try:
    fd.item(10)
except IndexError as exc:
    print("item IndexError", exc)
print("or", fd | {"z": 26}, {"y": 25} | fd, type({"y": 25} | fd).__name__)
print("reversed", list(reversed(fd)))
print("fromkeys", frozendict.fromkeys("xyz", 0))
print(
    "copy",
    fd.copy() is fd,
    copy.copy(fd) is fd,
    copy.deepcopy(frozendict(a=[1])) == frozendict(a=[1]),
)
deep = copy.deepcopy(frozendict(a=[1, 2]))
print("deepcopy type", type(deep).__name__, deep["a"])
print("json", json.dumps(fd), json.dumps({"k": fd}, cls=FrozendictJsonEncoder))
print("json nested", json.dumps([frozendict(x=frozendict(y=1))]))
print("empty", frozendict(), frozendict() is frozendict(), len(frozendict({})))
print("from OrderedDict", frozendict(OrderedDict([("k", 1)])))
print("isinstance dict", isinstance(fd, dict), issubclass(frozendict, dict))

frozen = deepfreeze(
    {
        "moves": ["e4", "e5"],
        "tags": {"b", "a"},
        "meta": {"depth": [1, 2]},
        "bytes": bytearray(b"x"),
    }
)
print(
    "deepfreeze",
    type(frozen).__name__,
    frozen["moves"],
    sorted(frozen["tags"]),
    type(frozen["tags"]).__name__,
)
print("deepfreeze nested", frozen["meta"], frozen["bytes"])
print(
    "deepfreeze hashable",
    hash(frozen)
    == hash(
        deepfreeze(
            {
                "moves": ["e4", "e5"],
                "tags": {"a", "b"},
                "meta": {"depth": [1, 2]},
                "bytes": b"x",
            }
        )
    ),
)
print("deepfreeze array", deepfreeze(array("i", [1, 2])))


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


register(Point, lambda p: (p.x, p.y))
print("register", deepfreeze({"p": Point(1, 2)}))
unregister(Point)
try:
    deepfreeze({"p": Point(1, 2)})
except TypeError as exc:
    print("unregistered", type(exc).__name__)


class Sub(frozendict):
    def total(self):
        return sum(self.values())


s = Sub(a=1, b=2)
print(
    "subclass", s, s.total(), type(s.set("c", 3)).__name__, type(s | {"x": 1}).__name__
)
print("exports", sorted(fd_module.__all__))
print("c_ext", fd_module.c_ext, fd_module.FrozenOrderedDict is frozendict)
print("done")

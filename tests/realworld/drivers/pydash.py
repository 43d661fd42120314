"""Driver: pydash + typing_extensions (`Chain` looks functions up by name with `getattr` on the
`pydash` package held as a class attribute, `_` proxy with `__getattr__`, iteratees called with 1,
2 or 3 arguments depending on `inspect.signature`, string-path getters, `typing.Generic` classes,
`from __future__ import annotations`)."""

import pydash
from pydash import _ as dash
from pydash import chain
from pydash.exceptions import InvalidMethod

USERS = [
    {"name": "barney", "age": 36, "active": True, "pets": {"dog": "rex"}},
    {"name": "fred", "age": 40, "active": False, "pets": {}},
    {"name": "pebbles", "age": 1, "active": True, "pets": {"cat": "tom"}},
]

print("--- arrays")
print(
    "chunk", pydash.chunk([1, 2, 3, 4, 5], 2), pydash.compact([0, 1, False, 2, "", 3])
)
print(
    "flatten",
    pydash.flatten([1, [2, [3, [4]]]]),
    pydash.flatten_deep([1, [2, [3, [4]]]]),
)
print(
    "difference",
    pydash.difference([1, 2, 3], [2]),
    pydash.difference_by([2.1, 1.2], [2.3, 3.4], round),
)
print(
    "intersection",
    pydash.intersection([1, 2], [2, 3]),
    pydash.union([2], [1, 2]),
    pydash.xor([2, 1], [2, 3]),
)
print(
    "zip",
    pydash.zip_([1, 2], ["a", "b"]),
    pydash.unzip([[1, "a"], [2, "b"]]),
    pydash.zip_object(["a", "b"], [1, 2]),
)
print(
    "index",
    pydash.find_index(USERS, lambda u: u["age"] > 30),
    pydash.sorted_index([10, 20, 30], 25),
)
print(
    "uniq",
    pydash.uniq([2, 1, 2]),
    pydash.uniq_by([2.1, 1.2, 2.3], round),
    pydash.take_while([1, 2, 3, 1], lambda x: x < 3),
)
print(
    "misc",
    pydash.head([4, 5]),
    pydash.last([4, 5]),
    pydash.nth([1, 2, 3], -2),
    pydash.initial([1, 2, 3]),
    pydash.fill([1, 2, 3], 0, 1),
)

print("--- collections (iteratee argument counts)")
print("map 1 arg", pydash.map_([1, 2, 3], lambda x: x * 10))
print("map 2 args", pydash.map_([1, 2, 3], lambda x, i: (x, i)))
print("map 3 args", pydash.map_(["a", "b"], lambda x, i, coll: f"{x}{i}{len(coll)}"))
print("map builtins", pydash.map_(["1", "22"], int), pydash.map_([[1, 2], [3]], len))
print("map property", pydash.map_(USERS, "name"), pydash.map_(USERS, "pets.dog"))
print("filter matches", [u["name"] for u in pydash.filter_(USERS, {"active": True})])
print("filter pair", [u["name"] for u in pydash.filter_(USERS, ["age", 40])])
print("reject", [u["name"] for u in pydash.reject(USERS, "active")])
print(
    "group_by",
    pydash.group_by([6.1, 4.2, 6.3], round),
    pydash.count_by(USERS, "active"),
)
print(
    "key_by",
    pydash.key_by(USERS, "name").keys(),
    pydash.partition([1, 2, 3, 4], lambda x: x % 2),
)
print(
    "sort_by",
    [u["name"] for u in pydash.sort_by(USERS, "age")],
    pydash.order_by(USERS, ["-age"])[0]["name"],
)
print(
    "reduce",
    pydash.reduce_([1, 2, 3], lambda total, x: total + x, 10),
    pydash.reduce_right([[1], [2]], lambda a, b: a + b),
)
print(
    "every/some",
    pydash.every(USERS, "age"),
    pydash.some(USERS, {"age": 1}),
    pydash.includes({"a": 1}, 1),
)
print(
    "sample size", len(pydash.sample_size([1, 2, 3], 2)), pydash.size({"a": 1, "b": 2})
)

print("--- objects and paths")
obj = {"a": [{"b": {"c": 3}}], "x.y": 9}
print(
    "get",
    pydash.get(obj, "a[0].b.c"),
    pydash.get(obj, ["a", 0, "b", "c"]),
    pydash.get(obj, "a.0.b.z", "dflt"),
    pydash.get(obj, r"x\.y"),
)
print("has", pydash.has(obj, "a[0].b"), pydash.has(obj, "a[1]"))
print(
    "set",
    pydash.set_({}, "p.q[1].r", 5),
    pydash.set_with({}, "[0][1]", "v", lambda nested: {}),
)
print(
    "update",
    pydash.update({"n": 1}, "n", lambda v: v + 1),
    pydash.unset({"a": {"b": 1}}, "a.b"),
)
print(
    "pick/omit",
    pydash.pick(USERS[0], "name", "age"),
    pydash.omit(USERS[0], "pets", "active"),
)
print("merge", pydash.merge({"a": [1], "b": {"c": 1}}, {"a": [2, 3], "b": {"d": 2}}))
print("defaults", pydash.defaults_deep({"a": {"b": 1}}, {"a": {"b": 2, "c": 3}}))
print(
    "invert",
    pydash.invert({"a": 1, "b": 2}),
    pydash.map_keys({"a": 1}, lambda v, k: k * 2),
    pydash.map_values({"a": 1}, lambda v: v + 1),
)
print(
    "to_pairs",
    pydash.to_pairs({"a": 1}),
    pydash.clone_deep(obj) == obj,
    pydash.clone_deep(obj) is obj,
)
print("transform", pydash.transform([1, 2, 3], lambda acc, v: acc.append(v * v), []))

print("--- strings")
for fn in [
    "camel_case",
    "kebab_case",
    "snake_case",
    "start_case",
    "title_case",
    "slugify",
    "human_case",
]:
    print(fn, getattr(pydash, fn)("Foo bar--Baz_qux 2nd"))
print(
    "pad",
    repr(pydash.pad("ab", 6, "*")),
    pydash.truncate("hello world, long text", 12),
    pydash.words("fred, barney, & pebbles"),
)
print(
    "template-ish",
    pydash.replace("a-b-c", "-", "+"),
    pydash.split("a,b", ","),
    pydash.escape("<a & b>"),
    pydash.unescape("&lt;"),
)

print("--- functions")
calls = []
once = pydash.once(lambda x: calls.append(x) or x)
print("once", once(1), once(2), calls)
curried = pydash.curry(lambda a, b, c: a + b + c)
print(
    "curry",
    curried(1)(2)(3),
    curried(1, 2)(3),
    pydash.curry_right(lambda a, b: a - b)(1)(10),
)
print(
    "flow",
    pydash.flow(lambda x: x + 1, lambda x: x * 2)(3),
    pydash.flow_right(str, len)([1, 2]),
)
print(
    "partial",
    pydash.partial(pow, 2)(10),
    pydash.partial_right(pow, 2)(10),
    pydash.negate(bool)(0),
)
print(
    "memoize",
    pydash.memoize(lambda x: x * 2)(21),
    pydash.spread(max)([1, 5, 2]),
    pydash.ary(max, 2)(1, 9, 20),
)
print(
    "after",
    [pydash.after(lambda: "ran", 2)() for _ in range(1)],
    pydash.over([min, max])(1, 2, 3),
)

print("--- chaining")
result = (
    chain(USERS)
    .filter_({"active": True})
    .map_("name")
    .map(lambda s: s.upper())
    .join(", ")
    .value()
)
print("chain", result)
summer = chain().map(lambda x: x * 2).sum()
print(
    "lazy chain",
    summer([1, 2, 3]),
    summer.plant([10]).value(),
    chain([3, 1, 2]).sort().value(),
)
print("underscore proxy", dash([1, 2, 3]).sum().value(), dash.map_([1, 2], str))
print("tap", chain([1, 2]).tap(lambda v: print("  tapped", v)).reverse().value())
try:
    chain([1]).not_a_pydash_function()
except InvalidMethod as error:
    print("InvalidMethod |", error)
print(
    "predicates",
    pydash.is_list([]),
    pydash.is_dict({}),
    pydash.is_empty(""),
    pydash.is_equal({"a": [1]}, {"a": [1]}),
    pydash.is_number(True),
)
print(
    "numerical",
    pydash.clamp(15, 0, 10),
    pydash.mean([1, 2, 3, 4]),
    pydash.round_(3.14159, 2),
    pydash.sum_by(USERS, "age"),
    pydash.scale([1, 2, 4], 1),
)
print(
    "utilities",
    pydash.times(3, lambda i: i * i),
    list(pydash.range_(1, 10, 3)),
    pydash.to_path("a[0].b"),
    pydash.unique_id("x") != pydash.unique_id("x"),
)
print("version", pydash.__version__, len(pydash.__all__))
print("done")

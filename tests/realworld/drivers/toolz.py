"""Driver: toolz (star re-exports, curried namespace built by loops over globals, signatures registry)."""

import operator

import toolz
import toolz.curried as tc
from toolz import (
    accumulate,
    assoc,
    assoc_in,
    compose,
    concat,
    count,
    curry,
    dissoc,
    frequencies,
    get_in,
    groupby,
    interleave,
    itemfilter,
    join,
    juxt,
    keyfilter,
    memoize,
    merge,
    merge_with,
    partition_all,
    pipe,
    reduceby,
    sliding_window,
    thread_first,
    thread_last,
    topk,
    unique,
    update_in,
    valmap,
)
from toolz.sandbox import EqualityHashKey, unzip

accounts = [
    (1, "Alice", 100, "F"),
    (2, "Bob", 200, "M"),
    (3, "Charlie", 150, "M"),
    (4, "Dennis", 50, "M"),
    (5, "Edith", 300, "F"),
]


@curry
def add(x, y, z=0):
    return x + y + z


print(
    "curry", add(1)(2), add(1, 2, z=3), add(z=10)(1)(2), add.__name__, add.func.__name__
)
inc = add(1)
print("partial repr ok", repr(inc).startswith("<function add"), inc.args, inc.keywords)
print(
    "compose", compose(str, inc, len)("abcd"), toolz.compose_left(len, inc, str)("ab")
)
print(
    "pipe",
    pipe(accounts, tc.filter(lambda a: a[2] > 100), tc.map(lambda a: a[1]), list),
)
print("thread_first", thread_first(1, (add, 10), inc, (operator.mul, 3)))
print(
    "thread_last", thread_last(range(10), (filter, lambda x: x % 2), (map, inc), list)
)
print("juxt", juxt(min, max, sum)([3, 1, 4, 1, 5]))
print("groupby", groupby(lambda a: a[3], accounts))
print("groupby key", groupby(len, ["a", "bb", "cc", "d"]))
print("reduceby", reduceby(lambda a: a[3], lambda acc, a: acc + a[2], accounts, 0))
print("frequencies", frequencies("mississippi"))
print("countby", toolz.countby(lambda x: x % 3, range(10)))
print("merge", merge({"a": 1, "b": 2}, {"b": 3, "c": 4}))
print("merge_with", merge_with(sum, {1: 1, 2: 2}, {1: 10, 2: 20}, {3: 3}))
print(
    "valmap",
    valmap(lambda v: v * 2, {"x": 1, "y": 2}),
    toolz.keymap(str.upper, {"x": 1}),
)
print("itemmap", toolz.itemmap(reversed, {"a": 1, "b": 2}))
print(
    "keyfilter",
    keyfilter(lambda k: k > 1, {1: "a", 2: "b", 3: "c"}),
    toolz.valfilter(bool, {1: 0, 2: 5}),
)
print("itemfilter", itemfilter(lambda kv: kv[0] + kv[1] > 4, {1: 2, 3: 4}))
print(
    "assoc/dissoc", assoc({"a": 1}, "b", 2), dissoc({"a": 1, "b": 2, "c": 3}, "a", "c")
)
nested = {"user": {"name": "ann", "scores": [1, 2, 3]}}
print(
    "get_in",
    get_in(["user", "scores", 1], nested),
    get_in(["user", "nope"], nested, "missing"),
)
print("assoc_in", assoc_in(nested, ["user", "name"], "bob"))
print(
    "update_in",
    update_in(nested, ["user", "scores"], len),
    update_in({}, ["a", "b"], inc, default=5),
)
print("sliding_window", list(sliding_window(3, range(6))))
print(
    "partition_all",
    list(partition_all(4, range(10))),
    list(toolz.partition(3, range(8), pad=None)),
)
print("interleave", list(interleave([[1, 2, 3], "ab", [None]])))
print(
    "unique",
    list(unique([1, 2, 1, 3, 2])),
    list(unique(["cat", "mouse", "dog", "hen"], key=len)),
)
print("topk", topk(2, [5, 1, 9, 3]), topk(2, accounts, key=lambda a: a[2]))
print(
    "accumulate",
    list(accumulate(operator.add, [1, 2, 3, 4])),
    list(accumulate(operator.mul, [1, 2, 3], 10)),
)
print(
    "concat",
    list(concat([[1], (2, 3), "ab"])),
    list(toolz.mapcat(lambda x: [x, x], [1, 2])),
)
print(
    "count", count(x for x in range(11)), toolz.isiterable(5), toolz.isdistinct("abc")
)
print(
    "first/last/nth",
    toolz.first("abc"),
    toolz.last("abc"),
    toolz.nth(1, "abc"),
    toolz.second("abc"),
)
print(
    "take/drop",
    list(toolz.take(3, toolz.iterate(inc, 0))),
    list(toolz.drop(2, "abcd")),
    list(toolz.tail(2, "abcd")),
)
print("take_nth", list(toolz.take_nth(3, range(10))), list(toolz.interpose("-", "abc")))
print("peek", toolz.peek(iter([7, 8]))[0], toolz.peekn(2, iter("xyz"))[0])
print("pluck", list(toolz.pluck(1, accounts)), list(toolz.pluck([0, 1], accounts[:2])))
print("get", toolz.get(1, "abc"), toolz.get([0, 2], "abc"), toolz.get(5, "abc", "dflt"))
print("diff", list(toolz.diff([1, 2, 3], [1, 2, 10, 100])))
print("merge_sorted", list(toolz.merge_sorted([1, 4, 7], [2, 5], [3, 6, 8])))
print("random_sample", list(toolz.random_sample(0.3, range(30), random_state=42)))
print(
    "join",
    sorted(
        join(
            0,
            [(1, "Alice"), (2, "Bob")],
            0,
            [(1, "apple"), (1, "avocado"), (3, "cherry")],
        )
    ),
)
print(
    "left join",
    sorted(
        join(
            0,
            [("a", 1), ("b", 2)],
            0,
            [("a", 10)],
            left_default=None,
            right_default=None,
        ),
        key=repr,
    ),
)
print("partitionby", list(toolz.partitionby(lambda x: x > 3, [1, 2, 5, 6, 1])))
print(
    "remove",
    list(toolz.remove(lambda x: x % 2, range(8))),
    toolz.cons(0, [1, 2]).__class__.__name__,
)
print("excepts", toolz.excepts(ZeroDivisionError, lambda x: 1 / x, lambda e: "div0")(0))
print(
    "flip",
    toolz.flip(operator.sub, 10, 3),
    toolz.complement(bool)(0),
    toolz.identity(5),
)
print("do", toolz.do(lambda x: None, 4), toolz.apply(operator.add, 1, 2))

calls = []


@memoize
def slow_square(n):
    calls.append(n)
    return n * n


print("memoize", [slow_square(i % 3) for i in range(9)], calls)


@memoize(key=lambda args, kwargs: args[0] % 2)
def parity(n):
    return n


print("memoize key", [parity(i) for i in range(5)])
print(
    "curried", list(tc.map(inc)([1, 2])), tc.get(0)("xyz"), tc.assoc({"a": 1})("b", 2)
)
print(
    "curried ops",
    tc.operator.add(1)(2),
    tc.merge_with(sum)({1: 1}, {1: 2}),
    list(tc.take(2)("abc")),
)
print(
    "curried groupby", tc.groupby(len)(["a", "bb", "c"]), tc.valmap(len)({"a": "xyz"})
)
print(
    "is curry",
    isinstance(tc.map, curry),
    isinstance(tc.reduce, curry),
    tc.sorted(key=len)(["ccc", "a"]),
)
print(
    "num_required_args",
    toolz.functoolz.num_required_args(lambda x, y=1: 0),
    toolz.functoolz.num_required_args(map),
)
print(
    "has_keywords",
    toolz.functoolz.has_keywords(sorted),
    toolz.functoolz.is_valid_args(map, (1,), {}),
)
print("unzip", [list(x) for x in unzip([(1, "a"), (2, "b")])])
print("EqualityHashKey", len({EqualityHashKey(None, x) for x in [[1], [1], [2]]}))
print("comp alias", toolz.comp is toolz.compose, toolz.sorted is sorted)
print("done")

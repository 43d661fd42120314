"""Driver: funcy (13 star re-exports whose `__all__` is then rebuilt from
`sys.modules['funcy.' + m].__all__`, decorators reading the decorated function's arguments by
parameter name through `__code__.co_varnames`, `inspect.signature` probing, `autocurry` over a
table of builtin signatures, `monkey` patching, `cached_property`, print-based call logging).
"""

import funcy
from funcy import (
    autocurry,
    cached_property,
    chunks,
    compose,
    count_by,
    decorator,
    distinct,
    first,
    flatten,
    group_by,
    ignore,
    interleave,
    keep,
    lcat,
    lchunks,
    lmap,
    log_calls,
    lpartition,
    lsplit_at,
    memoize,
    merge_with,
    monkey,
    omit,
    once,
    partial,
    pairwise,
    post_processing,
    print_calls,
    project,
    re_all,
    re_find,
    retry,
    rpartial,
    select_keys,
    select_values,
    silent,
    split_by,
    take,
    walk_keys,
    walk_values,
    where,
    with_prev,
    zipdict,
)

print("all", len(funcy.__all__), funcy.__all__[:6], "walk" in funcy.__all__)
print(
    "seqs",
    take(5, funcy.iterate(lambda x: x * 2, 1)),
    lmap("\\d+", ["a1", "b22", "c"]),
    lcat([[1], [2, 3]]),
)
print(
    "keep",
    list(keep(lambda x: x % 3, range(7))),
    list(keep([0, 1, None, 2])),
    list(distinct("abracadabra")),
)
print(
    "flatten",
    list(flatten([1, [2, [3, (4,)]], "ab"])),
    lchunks(3, range(8)),
    list(chunks(2, 1, "abcd")),
)
print(
    "partition",
    lpartition(2, range(5)),
    lsplit_at(2, "abcde"),
    [list(p) for p in split_by(lambda x: x < 3, [1, 2, 5, 1])],
)
print(
    "pairs",
    list(pairwise("abc")),
    list(with_prev([1, 2, 3])),
    list(interleave("ab", "xy")),
)
print(
    "groups",
    dict(group_by(len, ["a", "bb", "c"])),
    dict(count_by(lambda x: x % 2, range(5))),
)
print(
    "colls",
    walk_keys(str.upper, {"a": 1}),
    walk_values(lambda v: v * 10, {"a": 1}),
    select_keys(lambda k: k > 1, {1: "a", 2: "b"}),
)
print(
    "colls2",
    select_values("^b", {1: "a", 2: "bee"}),
    project({"a": 1, "b": 2, "c": 3}, ["a", "c"]),
    omit({"a": 1, "b": 2}, ["a"]),
)
print(
    "merge_with",
    merge_with(sum, {1: 1}, {1: 2, 2: 3}),
    zipdict("ab", [1, 2]),
    funcy.flip({"a": 1}),
)
print(
    "where",
    list(where([{"a": 1, "b": 2}, {"a": 2}], a=1)),
    funcy.lpluck("a", [{"a": 5}]),
    funcy.get_in({"a": {"b": 1}}, ["a", "b"]),
)
print(
    "strings",
    re_find(r"(\d+)-(\d+)", "tel 12-34"),
    re_all(r"[a-z]\d", "a1 b2 c"),
    funcy.str_join("-", [1, 2]),
    funcy.cut_prefix("foobar", "foo"),
)
print(
    "funcs",
    compose(str, lambda x: x + 1)(1),
    funcy.ljuxt(min, max)([3, 1, 2]),
    rpartial(pow, 2)(5),
    partial(pow, 2)(5),
)
print(
    "preds",
    funcy.all_fn(bool, lambda x: x > 2)(3),
    funcy.any_fn(funcy.isnone, funcy.even)(3),
    funcy.complement(funcy.odd)(2),
)
print(
    "iffy",
    lmap(funcy.iffy(funcy.even, lambda x: x // 2, lambda x: 3 * x + 1), range(6)),
)


@autocurry
def volume(x, y, z=1):
    return x * y * z


print(
    "autocurry",
    volume(2)(3),
    volume(2, 3, z=4),
    volume(2)(3, z=5),
    funcy.curry(lambda a, b, c: a + b + c)(1)(2)(3),
)
print(
    "autocurry builtins",
    autocurry(divmod)(7)(3),
    autocurry(str.split)("a b"),
)


@decorator
def logged(call):
    print("  call", call._func.__name__, call._args, "n =", call.n)
    return call()


@decorator
def scaled(call, factor):
    return call() * factor


@logged
@scaled(10)
def square(n, unused=0):
    return n * n


print("decorator", square(3), square(n=4), square.__name__)


@decorator
def checked(call, *, limit=5):
    if call.value > limit:
        return "too big"
    return call()


@checked(limit=2)
def describe(value):
    return f"value {value}"


print("kwonly decorator", describe(1), describe(7))

attempts = []


@retry(3, errors=ValueError)
def flaky():
    attempts.append(len(attempts))
    if len(attempts) < 3:
        raise ValueError("not yet")
    return "succeeded"


print("retry", flaky(), attempts)
print(
    "silent", silent(int)("x"), ignore(ZeroDivisionError, default=-1)(lambda: 1 / 0)()
)


@post_processing(sorted)
def unsorted():
    return [3, 1, 2]


print("post_processing", unsorted())


@memoize
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print("memoize", fib(40), len(fib.memory))


@once
def hello():
    print("  hello runs")
    return 1


print("once", hello(), hello())


@log_calls(print, stack=False)
def add(a, b=2):
    return a + b


add(1, b=5)


@print_calls(stack=False)
def boom(x):
    raise KeyError(x)


try:
    boom("key")
except KeyError:
    print("logged error")


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    @cached_property
    def norm(self):
        print("  computing norm")
        return (self.x**2 + self.y**2) ** 0.5


p = Point(3, 4)
print("cached_property", p.norm, p.norm, "norm" in vars(p))


@monkey(Point)
def __repr__(self):
    return f"Point({self.x}, {self.y})"


@monkey(Point, "shifted")
def shift(self, dx):
    return Point(self.x + dx, self.y)


print(
    "monkey",
    p,
    p.shifted(2),
    getattr(Point.__repr__, "original", None) is object.__repr__,
)
print(
    "first",
    first(x for x in range(10) if x > 6),
    funcy.nth(2, "abcd"),
    funcy.last([1, 2, 3]),
)
print(
    "spec",
    funcy._inspect.get_spec(
        volume.__wrapped__ if hasattr(volume, "__wrapped__") else volume
    )
    is not None,
)
print("done")

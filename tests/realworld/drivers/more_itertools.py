"""Driver: more_itertools (star re-exports from .more and .recipes)."""

import random

import more_itertools as mi
from more_itertools import (
    bucket,
    chunked,
    consume,
    distinct_permutations,
    first_true,
    flatten,
    groupby_transform,
    interleave_longest,
    locate,
    peekable,
    seekable,
    spy,
    windowed,
)

print("version is str", isinstance(mi.__version__, str))
print(
    "all exported",
    len(
        [n for n in ("chunked", "windowed", "powerset", "partition") if hasattr(mi, n)]
    ),
)
print("chunked", list(chunked(range(10), 3)))
print("chunked strict error", end=" ")
try:
    list(chunked(range(10), 3, strict=True))
except ValueError as exc:
    print(type(exc).__name__, exc)
print("windowed", list(windowed("abcdef", 3, step=2, fillvalue="-")))
print("flatten", list(flatten([[1, 2], [3], [], [4, 5]])))
print("collapse", list(mi.collapse([1, [2, [3, (4, "ab")]], [[5]]])))
print("interleave_longest", list(interleave_longest([1, 2, 3], "ab", [True])))
print("roundrobin", list(mi.roundrobin("ABC", "D", "EF")))
p = peekable(iter(range(5)))
print("peekable", p.peek(), next(p), p[2], list(p))
p2 = peekable("xyz")
p2.prepend("a", "b")
print("prepend", list(p2), bool(p2))
s = seekable(x * x for x in range(6))
print("seekable", next(s), next(s), end=" ")
s.seek(0)
print(list(s), s.elements()[3])
head, it = spy("hello world", 3)
print("spy", head, "".join(it))
b = bucket(["a1", "b1", "a2", "c1", "b2"], key=lambda s: s[0])
print("bucket", sorted(b), list(b["a"]), list(b["b"]), list(b["z"]))
print("first_true", first_true([0, None, 7, 8]), first_true([], default="none"))
print("locate", list(locate([0, 1, 1, 0, 1])), list(locate("abcb", lambda c: c == "b")))
print(
    "groupby_transform",
    [(k, list(g)) for k, g in groupby_transform("aAbBBc", str.lower, str.upper)],
)
print("distinct_permutations", sorted(distinct_permutations("aab")))
print("powerset", list(mi.powerset([1, 2, 3])))
print("partition", [list(x) for x in mi.partition(lambda x: x % 3, range(10))])
print("split_at", list(mi.split_at("a,b,,c", lambda c: c == ",")))
print("split_before", list(mi.split_before([1, 2, 10, 3, 20], lambda x: x >= 10)))
print("split_into", list(mi.split_into(range(10), [1, 2, 3, None])))
print("sliced", list(mi.sliced("abcdefg", 3)))
print("distribute", [list(x) for x in mi.distribute(3, range(8))])
print("divide", [list(x) for x in mi.divide(3, range(8))])
print("unique_everseen", list(mi.unique_everseen("AAAABBBCCDAABBB")))
print("unique_justseen", list(mi.unique_justseen("AAAABBBCCDAABBB")))
print("run_length", list(mi.run_length.encode("aaabccddd")))
print("ilen", mi.ilen(x for x in range(17) if x % 2))
print("nth_or_last", mi.nth_or_last(range(4), 10), mi.nth([5, 6, 7], 1))
print("pairwise", list(mi.pairwise("abcd")))
print("triplewise", list(mi.triplewise("abcde")))
print("sliding_window", list(mi.sliding_window(range(5), 2)))
print("grouper", list(mi.grouper("abcdefg", 3, incomplete="fill", fillvalue="x")))
print("transpose", list(mi.transpose([(1, 2, 3), (4, 5, 6)])))
print("dotproduct", mi.dotproduct([1, 2, 3], [4, 5, 6]))
print("convolve", list(mi.convolve([1, 2, 3], [1, 1])))
print("polynomial_from_roots", mi.polynomial_from_roots([5, -4, 3]))
print("polynomial_eval", mi.polynomial_eval([1, -4, -17, 60], 2.5))
print("factor", list(mi.factor(360)), "sieve", list(mi.sieve(40)))
print("totient", mi.totient(36), "is_prime", [n for n in range(30) if mi.is_prime(n)])
print("nth_combination", mi.nth_combination(range(10), 3, 50))
print(
    "nth_permutation",
    mi.nth_permutation("abcde", 3, 17),
    mi.permutation_index((2, 0, 1), range(3)),
)
print("combination_index", mi.combination_index("bd", "abcde"))
print("product_index", mi.product_index((1, "b"), range(3), "abc"))
print("circular_shifts", list(mi.circular_shifts(range(4))))
print("partitions", list(mi.partitions("abc")))
print("set_partitions", [list(map(list, p)) for p in mi.set_partitions("abcd", 2)])
print(
    "always_iterable", list(mi.always_iterable("str")), list(mi.always_iterable(None))
)
print("minmax", mi.minmax([3, 1, 4, 1, 5, 9, 2, 6]), mi.minmax("hello", key=ord))
print("exactly_n", mi.exactly_n([True, False, True], 2), mi.all_equal("aaa"))
print(
    "consecutive_groups", [list(g) for g in mi.consecutive_groups([1, 2, 3, 7, 8, 10])]
)
print("difference", list(mi.difference([0, 1, 3, 6, 10])))
print("mark_ends", list(mi.mark_ends("abc")))
print(
    "zip_offset",
    list(mi.zip_offset("abcd", "bcd", offsets=(0, 1), longest=True)),
    end=" ",
)
try:
    list(mi.strictly_n("abc", 2))
except ValueError as exc:
    print(type(exc).__name__)
print("one", mi.one([42]), end=" ")
try:
    mi.one([1, 2])
except ValueError as exc:
    print("ValueError", exc)
print("only", mi.only([], default="empty"), mi.strictly_n("ab", 2) and "ok")
print(
    "map_reduce", sorted(mi.map_reduce("abbccc", lambda c: c, lambda c: 1, sum).items())
)
print("countable", end=" ")
c = mi.countable("abcd")
consume(c, 2)
print(c.items_seen)
print(
    "numeric_range",
    list(mi.numeric_range(1, 2, 0.25)),
    len(mi.numeric_range(0, 100, 7)),
)
print("islice_extended", list(mi.islice_extended(range(20))[-5:-1]))
print("time_limited ok", list(mi.time_limited(60, range(3))))
print("lstrip/rstrip", list(mi.strip([0, 0, 1, 2, 0], lambda x: x == 0)))
print("replace", list(mi.replace([1, 2, 3, 2], lambda x: x == 2, "X")))
print("substrings", list(mi.substrings("abc")))
print("adjacent", list(mi.adjacent(lambda x: x == 3, range(6))))
print("tabulate", list(mi.take(4, mi.tabulate(lambda x: x * x, 3))))
print("iterate", mi.take(5, mi.iterate(lambda x: 2 * x, 1)))
print("repeat_each", list(mi.repeat_each("ab", 3)), list(mi.ncycles("ab", 2)))
print("intersperse", list(mi.intersperse(0, [1, 2, 3])))
print("value_chain", list(mi.value_chain(1, [2, 3], "ab")))
print("sort_together", mi.sort_together([(3, 1, 2), "cab"]))
print("with_iter / loops", list(mi.loops(3)))
random.seed(12345)
print("random_permutation", mi.random_permutation(range(6)))
print("random_combination", mi.random_combination(range(10), 3))
print("sample", mi.sample(range(100), 5))
print("done")

"""Driver: first (one tiny module: the first truthy element of an iterable, with `key` and
`default`), exercised on many iterables."""

from first import first

CASES = [
    ([], {}),
    ([0, None, False, "", 3, 4], {}),
    ([0, None], {"default": "dflt"}),
    ([1, 2, 3, 4], {"key": lambda x: x % 2 == 0}),
    (["", "a", "bb"], {"key": len}),
    (iter([0, 0, 7]), {}),
    ((x * x for x in range(-3, 3)), {"key": lambda v: v < 4}),
    ("", {"default": "empty string"}),
    ("xyz", {}),
    ({0: "a", 2: "b"}, {}),
    ([[], [0], []], {}),
    ([None, 0.0, 0j, 1e-9], {}),
    (range(0), {"default": None}),
    (range(5), {"key": lambda n: n > 2}),
    ([False, True], {"key": lambda b: not b}),
    (["apple", "banana", "cherry"], {"key": lambda s: s.startswith("c")}),
    ([{"k": 0}, {"k": 5}], {"key": lambda d: d["k"]}),
    ([(0, "a"), (1, "b")], {"key": lambda t: t[0]}),
    ([0, 0], {"key": None, "default": -1}),
    (map(int, "00102"), {}),
    (filter(None, [0, 8, 9]), {}),
    ([b"", b"x"], {}),
    ([set(), {1}], {}),
    ([frozenset()], {"default": "none truthy"}),
    (reversed([1, 0, 0]), {}),
    (zip([0, 1], [0, 1]), {}),
    (enumerate("ab"), {}),
    ([1.5, 2.5], {"key": lambda f: f > 2}),
    (["", " "], {}),
    ([object] * 2, {}),
]
for number, (iterable, kwargs) in enumerate(CASES):
    print(number, sorted(kwargs), repr(first(iterable, **kwargs)))
print(
    "module",
    first.__module__,
    first.__name__,
    first.__doc__.splitlines()[0] if first.__doc__ else None,
)

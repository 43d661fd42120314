"""Driver: natsort (optional fastnumbers/PyICU fallbacks, globals() probing, enum flag algebra)."""

from pathlib import PurePosixPath

import natsort
from natsort import (
    as_ascii,
    as_utf8,
    chain_functions,
    decoder,
    humansorted,
    index_natsorted,
    index_realsorted,
    natsort_key,
    natsort_keygen,
    natsorted,
    ns,
    numeric_regex_chooser,
    order_by_index,
    os_sorted,
    realsorted,
)

files = [
    "version-1.10.txt",
    "version-1.9.txt",
    "version-1.2.txt",
    "version-1.11.txt",
    "Version-1.3.txt",
]
print("natsorted", natsorted(files))
print("ignorecase", natsorted(files, alg=ns.IGNORECASE))
print("lowercasefirst", natsorted(files, alg=ns.LOWERCASEFIRST))
print("reverse", natsorted(files, reverse=True))
nums = ["num5.10", "num-3", "num5.3", "num2", "num-1.5", "num1e3", "num+4"]
print("int default", natsorted(nums))
print("float", natsorted(nums, alg=ns.FLOAT))
print("signed float", natsorted(nums, alg=ns.REAL))
print("realsorted", realsorted(nums), index_realsorted(nums))
print("nofloat exp", natsorted(nums, alg=ns.REAL | ns.NOEXP))
print("versions", natsorted(["1.2.10", "1.2.9", "1.10.0", "1.2.9a", "1.2.9b1"]))
print(
    "paths",
    natsorted(
        ["dir/file10", "dir/file9", "dir 2/file1", "dir/file1.txt", "dir/file1"],
        alg=ns.PATH,
    ),
)
print(
    "pathlib",
    [
        str(p)
        for p in natsorted(
            [PurePosixPath("a/b10"), PurePosixPath("a/b2"), PurePosixPath("a1/b")]
        )
    ],
)
print("os_sorted", os_sorted(["file10.txt", "File2.txt", "file1.txt", "file1.TXT"]))
print("key", natsorted(["a10", "a2", "b1"], key=lambda s: s[::-1]))
print("nested", natsorted([("a2", 1), ("a10", 0), ("a2", -1)]))
print("mixed types", natsorted(["a5", 3, 1.5, "a10", "3"]))
print(
    "bytes decoder",
    natsorted([b"b10", b"b2", b"a"], key=decoder("utf-8")),
    as_ascii(b"x"),
    as_utf8(b"y"),
)
print("unicode numbers", natsorted(["a\u0663", "a2", "a\u00bd", "a10"], alg=ns.FLOAT))
print(
    "groupletters",
    natsorted(["apple", "Banana", "banana", "Apple"], alg=ns.GROUPLETTERS),
)
print("na", natsorted([3.0, float("nan"), 1.0, 2.5]))
print("na_last", natsorted([3.0, float("nan"), 1.0], alg=ns.NANLAST))
print("presort", natsorted(["a01", "a1", "a001"], alg=ns.PRESORT))
print("compatibility", natsorted(["a①", "a2"], alg=ns.COMPATIBILITYNORMALIZE))
print(
    "humansorted",
    humansorted(["b", "A", "a", "B"]),
    humansorted(["x10", "x9"], alg=ns.IGNORECASE),
)
idx = index_natsorted(files)
print(
    "index", idx, order_by_index(files, idx), list(order_by_index(range(5), idx, True))
)
key = natsort_keygen(alg=ns.FLOAT | ns.IGNORECASE)
print("keygen", key("Version-1.5e1x"), natsort_key("a12b"))
print("keygen sorted", sorted(["x1.5", "X1.25", "x10"], key=key))
print(
    "flags",
    ns.REAL == ns.FLOAT | ns.SIGNED,
    ns.DEFAULT,
    int(ns.IC),
    bool(ns.INT),
    ns.LA == ns.LOCALEALPHA,
)
print(
    "flag names",
    [f.name for f in (ns.F, ns.S, ns.P, ns.G)],
    sorted(m for m in ns.__members__ if len(m) > 14)[:4],
)
print("regex", numeric_regex_chooser(ns.INT), numeric_regex_chooser(ns.REAL)[:30])
print(
    "chain_functions",
    chain_functions([str.strip, str.upper, lambda s: s + "!"])("  hi "),
)
print("version type", type(natsort.__version__).__name__)
print("done")

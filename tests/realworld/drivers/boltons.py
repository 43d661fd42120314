"""Driver: boltons (many modules with try/except ImportError around sibling imports, exec-built functions)."""

from boltons import (
    cacheutils,
    dictutils,
    formatutils,
    funcutils,
    iterutils,
    listutils,
    mathutils,
    namedutils,
    queueutils,
    setutils,
    statsutils,
    strutils,
    typeutils,
    urlutils,
)

# iterutils
print(
    "chunked",
    iterutils.chunked(range(10), 4),
    iterutils.chunked(range(5), 2, fill=None),
)
print(
    "windowed", iterutils.windowed("abcde", 3), list(iterutils.pairwise_iter([1, 2, 3]))
)
print(
    "split",
    iterutils.split(["a", None, "b", "c", None], None),
    iterutils.split(range(8), lambda x: x % 3 == 0),
)
print(
    "bucketize",
    iterutils.bucketize(range(10), lambda x: x % 3),
    iterutils.partition(range(6), lambda x: x > 2),
)
print(
    "unique",
    iterutils.unique("mississippi"),
    iterutils.redundant([1, 2, 2, 3, 3, 3], groups=True),
)
print(
    "one/first/same",
    iterutils.one([0, 0, 5]),
    iterutils.first([0, "", 7]),
    iterutils.same([2, 2]),
    iterutils.same([]),
)
print(
    "frange",
    iterutils.frange(0, 1, 0.25),
    iterutils.xfrange(1, 0, -0.5) and list(iterutils.xfrange(1, 0, -0.5)),
)
print("backoff", iterutils.backoff(1, 16), iterutils.backoff(1, 10, factor=3, count=5))
print(
    "flatten",
    iterutils.flatten([1, [2, (3, [4])]]),
    list(iterutils.chunk_ranges(10, 4, overlap_size=1)),
)
data = {"a": [1, {"b": 2, "c": None}], "d": {"e": None, "f": "x"}}
print("remap drop None", iterutils.remap(data, visit=lambda p, k, v: v is not None))
print(
    "remap upper",
    iterutils.remap(
        data, visit=lambda p, k, v: (k.upper() if isinstance(k, str) else k, v)
    ),
)
print(
    "get_path",
    iterutils.get_path(data, ("a", 1, "b")),
    iterutils.get_path(data, "d.f".split(".")),
)
print("research", sorted(iterutils.research(data, query=lambda p, k, v: v == 2)))
print("default_enter", iterutils.default_enter(None, "k", [1])[0].__class__.__name__)
print(
    "soft_sorted", iterutils.soft_sorted(["b", "x", "a", "c"], first=["c"], last=["x"])
)
print("untyped_sorted", iterutils.untyped_sorted([3, "a", 1.5, None, "b"]))
print("lstrip/rstrip", iterutils.lstrip([0, 0, 1, 0], 0), iterutils.strip([0, 1, 0], 0))
print(
    "predicates",
    iterutils.is_iterable("x"),
    iterutils.is_scalar(3),
    iterutils.is_collection({}),
)

# strutils
for word in ("octopus", "mouse", "criterion", "fish", "bus"):
    print(
        "plural",
        word,
        strutils.pluralize(word),
        strutils.singularize(strutils.pluralize(word)),
    )
print(
    "cardinalize",
    strutils.cardinalize("king", 2),
    strutils.ordinalize(21),
    strutils.ordinalize(112),
)
print(
    "camel",
    strutils.camel2under("BasicParseTest"),
    strutils.under2camel("basic_parse_test"),
)
print(
    "slugify",
    strutils.slugify("First post! Hi!!!!~1    "),
    strutils.slugify("A b C", delim="-", lower=False),
)
print(
    "bytes2human",
    strutils.bytes2human(128991),
    strutils.bytes2human(100001221, 2),
    strutils.bytes2human(0),
)
print(
    "split_punct_ws",
    strutils.split_punct_ws("a,b c;d"),
    strutils.html2text("<b>bold</b> &amp; text"),
)
print(
    "ansi",
    repr(strutils.strip_ansi("\x1b[1mbold\x1b[0m")),
    strutils.asciify("Beyoncé"),
    strutils.is_ascii("é"),
)
print(
    "indent",
    repr(strutils.indent("a\nb\n\nc", "> ")),
    strutils.is_uuid("12345678-1234-5678-1234-567812345678"),
)
print(
    "parse_int_list",
    strutils.parse_int_list("1-3,5,7-9"),
    strutils.format_int_list([1, 2, 3, 5, 7, 8, 9]),
)
print(
    "complement_int_list",
    strutils.complement_int_list("1,3,5-7", range_start=0, range_end=10),
)
mr = strutils.MultiReplace({"cat": "dog", "red": "blue"})
print(
    "MultiReplace",
    mr.sub("the red cat sat"),
    strutils.multi_replace("abc", {"a": "1", "c": "3"}),
)
print(
    "unit_len",
    strutils.unit_len(range(3), "move"),
    strutils.unit_len([], "move"),
    strutils.unwrap_text("a\nb\n\nc"),
)
print("gzip roundtrip", strutils.gunzip_bytes(strutils.gzip_bytes(b"payload")))
print(
    "escape_shell",
    strutils.escape_shell_args(["a b", "c"]),
    strutils.args2cmd(["x", "y z"]),
)

# dictutils
omd = dictutils.OrderedMultiDict([("a", 1), ("b", 2), ("a", 3)])
omd.add("c", 4)
omd.add("a", 5)
print(
    "OMD",
    omd,
    omd["a"],
    omd.getlist("a"),
    omd.poplast("a"),
    list(omd.items(multi=True)),
)
print(
    "OMD inverted",
    omd.inverted(),
    omd.counts(),
    omd.todict(multi=True),
    omd.sorted(reverse=True),
)
o2o = dictutils.OneToOne({"k": "v"})
o2o["x"] = "y"
print("OneToOne", sorted(o2o.items()), o2o.inv["y"], o2o.inv.inv is o2o)
o2o["k"] = "y"
print("OneToOne overwrite", sorted(o2o.items()), sorted(o2o.inv.items()))
mmap = dictutils.ManyToMany([(1, "a"), (1, "b"), (2, "a")])
print("ManyToMany", sorted(mmap[1]), sorted(mmap.inv["a"]))
fz = dictutils.FrozenDict({"x": 1})
print(
    "FrozenDict", fz, hash(fz) == hash(dictutils.FrozenDict(x=1)), fz.updated({"y": 2})
)
print(
    "subdict", dictutils.subdict({"a": 1, "b": 2, "c": 3}, keep=["a", "c"], drop=["c"])
)

# setutils, listutils, queueutils
iset = setutils.IndexedSet("abracadabra")
print(
    "IndexedSet",
    iset,
    iset[2],
    iset.index("c"),
    iset | "xyz",
    iset - "ab",
    iset.pop(),
    list(iset),
)
print(
    "complement",
    sorted(setutils.complement({1, 2}) & {2, 3}),
    5 in setutils.complement({1}),
)
bl = listutils.BarrelList(range(20))
bl.insert(3, "x")
del bl[10:15]
print("BarrelList", list(bl), bl.index("x"), len(bl))
sl = listutils.SplayList([1, 2, 3, 4])
sl.shift(2, 0)
sl.swap(1, 3)
print("SplayList", list(sl))
hq = queueutils.HeapPriorityQueue()
for item, prio in [("low", 1), ("high", 10), ("mid", 5), ("also-high", 10)]:
    hq.add(item, priority=prio)
print("HeapPriorityQueue", [hq.pop() for _ in range(len(hq))])
sq = queueutils.SortedPriorityQueue()
sq.add("a", 2)
sq.add("b", 3)
sq.add("c", 1)
sq.remove("b")
print(
    "SortedPriorityQueue",
    sq.peek(),
    len(sq),
    sq.pop(),
    sq.pop(default="empty"),
    sq.pop(default="empty"),
)

# cacheutils
lru = cacheutils.LRU(max_size=3)
for k in "abcab":
    lru[k] = ord(k)
lru["d"] = 100
lru.get("a"), lru.get("zz"), lru.get("b")
print("LRU", sorted(lru.items()), lru.hit_count, lru.miss_count, lru.soft_miss_count)
lri = cacheutils.LRI(max_size=2)
lri.update({"a": 1, "b": 2})
lri["c"] = 3
print("LRI", sorted(lri.items()))
calls = []


@cacheutils.cached(cacheutils.LRU(max_size=8))
def slow(x):
    calls.append(x)
    return x * x


print("cached", [slow(i % 3) for i in range(7)], calls)


class Board:
    def __init__(self):
        self.n = 0

    @cacheutils.cachedproperty
    def expensive(self):
        self.n += 1
        return 42


b = Board()
print("cachedproperty", b.expensive, b.expensive, b.n)
ts = cacheutils.ThresholdCounter(threshold=0.1)
ts.update("aaaaaaaaaabcdefghijk" * 3)
print(
    "ThresholdCounter",
    sorted(ts.items()),
    ts.get_common_count(),
    ts.get_uncommon_count(),
)
mc = cacheutils.MinIDMap()
objs = [Board() for _ in range(3)]
print("MinIDMap", [mc.get(o) for o in objs], mc.get(objs[0]))


# funcutils, typeutils, namedutils, mathutils, statsutils, formatutils, urlutils
def template(a, b=2, *args, c, **kw):
    return (a, b, args, c, kw)


fb = funcutils.FunctionBuilder.from_func(template)
fb.name = "built"
fb.body = "return (a, b, c)"
built = fb.get_func()
print(
    "FunctionBuilder",
    built.__name__,
    built(1, c=3),
    fb.get_sig_str(),
    fb.get_invocation_str(),
)


@funcutils.wraps(template, injected="kw")
def wrapper(*a, **kw):
    return template(*a, **kw)


print("wraps", wrapper.__name__, wrapper(1, c=4))
print(
    "partial",
    funcutils.partial(template, 10, c=0)(),
    funcutils.format_invocation("f", (1, "x"), {"k": 2}),
)
print(
    "mro_items",
    [k for k, v in funcutils.mro_items(bool) if k == "__and__"][:1],
    funcutils.dir_dict(Board)["expensive"].__class__.__name__,
)
Sentinel = typeutils.make_sentinel("MISSING", var_name="MISSING")
print("sentinel", Sentinel, repr(Sentinel), bool(Sentinel))


class Piece:
    pass


class Slider(Piece):
    pass


class Rook(Slider):
    pass


class Knight(Piece):
    pass


print(
    "typeutils",
    typeutils.issubclass(bool, int),
    sorted(c.__name__ for c in typeutils.get_all_subclasses(Piece)),
)
Point = namedutils.namedtuple("Point", "x y")
NamedList = namedutils.namedlist("NamedList", ["a", "b"])
p = Point(1, 2)
nl = NamedList(1, 2)
nl.a = 10
print(
    "namedtuple",
    p,
    p._replace(x=5),
    p._asdict(),
    Point._fields,
    "namedlist",
    nl,
    list(nl),
)
print(
    "mathutils",
    mathutils.clamp(15, 0, 10),
    mathutils.ceil(3.5, [1, 3, 5]),
    mathutils.floor(3.5, [1, 3, 5]),
)
bits = mathutils.Bits("1011")
print(
    "Bits",
    bits,
    bits.as_int(),
    bits.as_hex(),
    (bits | mathutils.Bits(4, 4)).as_bin(),
    len(bits),
    bits[0],
)
st = statsutils.Stats([1, 2, 2, 3, 3, 3, 4, 5, 100])
print(
    "Stats",
    st.mean,
    st.median,
    st.iqr,
    st.trimean,
    round(st.std_dev, 4),
    st.get_quantile(0.9),
    st.get_zscore(5) < 0,
)
print("describe", sorted(statsutils.describe([1, 2, 3, 4], format="dict").items()))
print("histogram", st.get_histogram_counts(bins=3))
print(
    "formatutils",
    formatutils.get_format_args("{x} {0:d} {y!r}"),
    formatutils.tokenize_format_str("a{b}c")[:2],
)
print(
    "infer",
    formatutils.infer_positional_format_args("{} {} {}"),
    [str(f) for f in formatutils.split_format_str("{a} and {b:>3}")],
)
url = urlutils.URL("https://user:pw@Example.com:8080/a/b/../c?q=1&q=2&x=y#frag")
print(
    "URL",
    url.scheme,
    url.host,
    url.port,
    url.path,
    url.query_params.getlist("q"),
    url.fragment,
    url.username,
)
print("URL navigate", url.navigate("../d?z=1").to_text())
url.normalize()
print("URL normalized", url.to_text(), url.to_text(full_quote=True) == url.to_text())
print(
    "URL find_all_links",
    [
        u.to_text()
        for u in urlutils.find_all_links("see http://a.com/x and https://b.org")
    ],
)
print("quote", urlutils.quote_path_part("a b/c"), urlutils.parse_qsl("a=1&b=2&a=3"))
print("done")

"""Driver: cachetools (cache classes with name-mangled privates, decorators, keys, func)."""

import copy
import random
import threading

import cachetools
import cachetools.func
from cachetools import (
    FIFOCache,
    LFUCache,
    LRUCache,
    RRCache,
    TLRUCache,
    TTLCache,
    cached,
    cachedmethod,
)
from cachetools.keys import hashkey, methodkey, typedkey


class FakeTimer:
    def __init__(self):
        self.now = 0

    def __call__(self):
        return self.now

    def tick(self, n=1):
        self.now += n


def trace(name, cache, ops):
    for op in ops:
        if op[0] == "set":
            cache[op[1]] = op[2]
        else:
            cache.get(op[1])
    print(f"{name:5} {sorted(cache.items())} size={cache.currsize}/{cache.maxsize}")


OPS = [
    ("set", "a", 1),
    ("set", "b", 2),
    ("set", "c", 3),
    ("get", "a"),
    ("get", "a"),
    ("set", "d", 4),
    ("get", "b"),
]
OPS += [("set", "e", 5), ("get", "c"), ("set", "f", 6)]
trace("LRU", LRUCache(3), OPS)
trace("LFU", LFUCache(3), OPS)
trace("FIFO", FIFOCache(3), OPS)
rng = random.Random(3)
trace("RR", RRCache(3, choice=rng.choice), OPS)

c = cachetools.Cache(maxsize=10, getsizeof=len)
c["x"] = "abc"
c["y"] = "defg"
print("sized", c.currsize, len(c), repr(c))
try:
    c["z"] = "x" * 11
except ValueError as exc:
    print("too large", exc)
c["w"] = "hij"
print("evicted", sorted(c), c.currsize)
print("pop", c.pop("w"), c.pop("nope", "dflt"), c.setdefault("q", "zz"), sorted(c))
try:
    c["missing"]
except KeyError as exc:
    print("KeyError", exc)


class DefaultCache(LRUCache):
    def __missing__(self, key):
        value = key.upper()
        self[key] = value
        return value


dc = DefaultCache(2)
print("__missing__", dc["a"], dc["b"], dc["c"], sorted(dc))
lc = LRUCache(3)
lc.update(a=1, b=2, c=3)
lc["a"]
print("lru popitem", lc.popitem(), lc.popitem(), sorted(lc))
cp = copy.copy(LFUCache(4))
cp.update({1: 1, 2: 2})
print("copy", type(cp).__name__, sorted(cp.items()))

timer = FakeTimer()
ttl = TTLCache(maxsize=5, ttl=10, timer=timer)
for i in range(4):
    ttl[i] = i * i
    timer.tick(4)
print("ttl before", sorted(ttl.items()), ttl.timer(), ttl.ttl)
timer.tick(3)
print("ttl after", sorted(ttl.items()), 0 in ttl, 3 in ttl, len(ttl))
print("ttl expire", ttl.expire(timer.now + 100), len(ttl))
with ttl.timer as t:
    print("frozen timer", t == ttl.timer())


def ttu(key, value, now):
    return now + value


tl = TLRUCache(maxsize=4, ttu=ttu, timer=timer)
tl["short"] = 1
tl["long"] = 50
tl["mid"] = 10
timer.tick(5)
print("tlru", sorted(tl), tl.get("short"), tl.ttu is ttu)

calls = []


@cached(cache=LRUCache(maxsize=32), info=True)
def fib(n):
    calls.append(n)
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print("fib", fib(30), len(calls), fib.cache_info())
fib.cache_clear()
print("cleared", fib.cache_info(), fib.__wrapped__(5) == 5)


@cached(
    cache={}, key=lambda a, b: hashkey(a) if b else hashkey(a, b), lock=threading.Lock()
)
def keyed(a, b):
    return (a, b)


print("custom key", keyed(1, True), keyed(1, 7), keyed(1, False))
print(
    "keys",
    hashkey(1, 2, x=3) == hashkey(1, 2, x=3),
    typedkey(1) == typedkey(1.0),
    hash(hashkey()) == hash(()),
)
print("methodkey", methodkey(object(), 5) == hashkey(5))


class Service:
    def __init__(self):
        self.cache = LRUCache(maxsize=4)
        self.hits = 0

    @cachedmethod(lambda self: self.cache)
    def compute(self, n):
        self.hits += 1
        return sum(range(n))

    @cachedmethod(lambda self: self.cache, key=lambda self, n: ("sq", n))
    def square(self, n):
        self.hits += 1
        return n * n


s = Service()
print(
    "cachedmethod",
    [s.compute(i % 3) for i in range(7)],
    s.hits,
    [s.square(3), s.square(3)],
    s.hits,
)
print("cachedmethod cache", sorted(map(repr, s.cache)))


@cachetools.func.lru_cache(maxsize=2)
def lru_f(x):
    return x * 10


print(
    "func.lru_cache",
    [lru_f(i % 3) for i in range(6)],
    lru_f.cache_info(),
    lru_f.cache_parameters(),
)


@cachetools.func.fifo_cache(maxsize=2, typed=True)
def fifo_f(x):
    return repr(x)


print("func.fifo_cache", fifo_f(1), fifo_f(1.0), fifo_f.cache_info())
rr = cachetools.func.rr_cache(maxsize=3, choice=random.Random(9).choice)(lambda x: -x)
print("func.rr_cache", [rr(i) for i in range(6)], rr.cache_info())
print("CacheInfo", cachetools.CacheInfo(1, 2, 3, 4), cachetools.__all__[:4])


@cachetools.func.ttl_cache(maxsize=4, ttl=100, timer=timer)
def ttl_f(x):
    return x + 0.5


print("func.ttl_cache", [ttl_f(i % 2) for i in range(4)], ttl_f.cache_info())
timer.tick(200)
print("func.ttl_cache expired", ttl_f(0), ttl_f.cache_info())
lfu_wrapped = cachetools.func.lfu_cache(maxsize=2)(str.upper)
print("func.lfu_cache", [lfu_wrapped(w) for w in "abab"], lfu_wrapped.cache_info().hits)
print(
    "clear", ttl.clear(), len(ttl), lc.clear(), len(lc), sorted(Service().cache.items())
)
print("done")

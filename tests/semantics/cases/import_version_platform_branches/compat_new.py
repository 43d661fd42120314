import functools

print("compat_new loaded")


@functools.lru_cache(maxsize=None)
def cached_total(n):
    print("computing", n)
    return sum(range(n))


def describe():
    return "modern python"

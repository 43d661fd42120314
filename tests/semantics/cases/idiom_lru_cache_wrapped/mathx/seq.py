import functools

CALLS = {"fib": 0}


@functools.lru_cache(maxsize=None)
def fib(n):
    CALLS["fib"] += 1
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@functools.lru_cache(maxsize=2)
def square(n):
    print("computing", n)
    return n * n

"""Fibonacci numbers, three ways."""

from functools import lru_cache


@lru_cache(maxsize=None)
def fib(n: int) -> int:
    # TODO: iterative version
    return n if n < 2 else fib(n - 1) + fib(n - 2)


class Counter(dict):
    def __missing__(self, key):
        return 0


if __name__ == "__main__":
    print(f"{fib(30)=}", [x**2 for x in range(5) if x % 2], b"\x00", 0x1F, 3.5e-2)

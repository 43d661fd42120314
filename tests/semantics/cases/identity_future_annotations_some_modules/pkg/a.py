from __future__ import annotations


def f(x: int) -> int:
    return x + 1

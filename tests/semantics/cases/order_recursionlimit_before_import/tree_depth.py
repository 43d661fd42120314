"""Builds a long linked chain and measures it recursively at import time."""
from functools import lru_cache


class Node:
    def __init__(self, value, parent=None):
        self.value = value
        self.parent = parent


def depth(node):
    if node is None:
        return 0
    return 1 + depth(node.parent)


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


tail = None
for i in range(3000):
    tail = Node(i, tail)

DEPTH = depth(tail)  # RecursionError under the default limit of 1000
print("measured at import:", DEPTH)

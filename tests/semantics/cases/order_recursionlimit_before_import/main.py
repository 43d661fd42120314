import sys

sys.setrecursionlimit(10_000)
print("limit raised")

import tree_depth  # noqa: E402  (computes deep recursion at import time)

print("chain depth:", tree_depth.DEPTH)
print("fib(300) mod 1e9+7:", tree_depth.fib(300) % 1_000_000_007)

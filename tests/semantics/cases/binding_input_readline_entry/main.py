import sys

import parsing

input = sys.stdin.readline  # noqa: A001

n = int(input())
print("n =", n)
for _ in range(n):
    raw = input()
    print("raw line:", repr(raw))
print("module reads with the builtin:", repr(parsing.read_name()))
print("tokens:", parsing.read_ints())
print("what input is here:", "readline" if input == sys.stdin.readline else "other")

import sys

from registry import SEEN, register

items = sys.stdin.read().split()
assert (n := len(items)) > 0, "no input"
print("items:", n)
for item in items:
    assert register(item)
print(SEEN)
it = iter(items)
assert next(it) == items[0]
print("rest:", list(it))

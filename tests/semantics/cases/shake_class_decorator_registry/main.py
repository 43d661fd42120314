import strategies  # noqa: F401
from registry import STRATEGIES, pick

print(len(STRATEGIES), "strategies")
for key in sorted(STRATEGIES):
    print(key, "=>", pick(key).play([5, 2, 8]))

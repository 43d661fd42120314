from tuning import WEIGHTS, depth, show

print("before:", WEIGHTS, depth)
WEIGHTS = dict(WEIGHTS, mobility=5)
depth = depth * 2
print("main copy:", WEIGHTS, depth)
show()
from tuning import depth as original_depth  # noqa: E402

print("fresh import:", original_depth)

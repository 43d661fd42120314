import collections as c
import random as r

import grid
import metrics

print(c.Counter("abracadabra").most_common(2))
rng = r.Random(5)
print([rng.randint(1, 6) for _ in range(4)])
print(grid.neighbours(1, 1))
print(metrics.report())

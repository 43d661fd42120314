[last := i for i in range(5)]
print("last:", last)

scores = [3, 9, 4, 11, 2]
if any((big := s) > 8 for s in scores):
    print("first big score:", big)

total = 0
running = [total := total + s for s in scores]
print("running totals:", running, "total:", total)

import walrus_mod  # noqa: E402

print("module walrus:", walrus_mod.first_even, walrus_mod.count)

def max(values):  # noqa: A001  (a custom max that ignores None)
    best = None
    for v in values:
        if v is not None and (best is None or v > best):
            best = v
    return best


PEAK = max([3, None, 11, 2])

sum = 0  # noqa: A001
for item in (1, 2, 3):
    sum += item
print("stats: module-level sum variable =", sum)

del max
del sum


def spread(values):
    return max(values) - min(values), sum(values)

import stats

print("custom max result:", stats.PEAK)
print("after del, module uses builtin:", stats.spread([4, 9, 1]))
print("main's max is builtin:", max(3, 8))
print("main's sum:", sum([1, 2, 3]))
total = 0
for value in (5, 6):
    total += value
print("total", total)

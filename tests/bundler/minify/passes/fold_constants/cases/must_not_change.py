# fmt: off
x = 4
print(1 / 3, 0.1 + 0.2, 2 ** 1000 > 0, (1 << 64) - 1, "-" * 40, True + 1, x + 1)
try:
    print(1 // 0)
except ZeroDivisionError:
    print("kept for run time")

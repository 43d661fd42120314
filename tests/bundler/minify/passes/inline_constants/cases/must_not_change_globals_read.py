# fmt: off
LEVEL = 1
globals()["LEVEL"] = 2
print(LEVEL)

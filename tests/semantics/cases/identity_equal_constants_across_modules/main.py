import sys

from shapes import BIG, LABEL, ORIGIN, RATIO

START = (0, 0)
MESSAGE = "no move!"
HALF = 0.125
HUGE = 100000000000000000000

print("ready")
for line in sys.stdin:
    if line.strip() == "compare":
        print(START is ORIGIN, MESSAGE is LABEL, HALF is RATIO, HUGE is BIG)
        print(START == ORIGIN, id(MESSAGE) == id(LABEL))

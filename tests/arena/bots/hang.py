import sys
import time

for line in sys.stdin:
    if line.startswith("ask"):
        time.sleep(60)

import sys
import time

# Answers every question 60 ms after reading it.
for line in sys.stdin:
    words = line.split()
    if words[0] == "ask":
        time.sleep(0.06)
        print("ok", words[1], flush=True)

import sys
import time

# Prints before reading anything, then is slow to read its input.
print("hello before anything", flush=True)
time.sleep(0.3)
for line in sys.stdin:
    words = line.split()
    if words[0] == "ask":
        print("ok", words[1], flush=True)

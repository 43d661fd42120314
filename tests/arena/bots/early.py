import sys

print("hello before anything", flush=True)
for line in sys.stdin:
    words = line.split()
    if words[0] == "ask":
        print("ok", words[1], flush=True)

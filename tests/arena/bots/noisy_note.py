import sys

# Answers a note it was not asked to answer, then behaves.
for line in sys.stdin:
    words = line.split()
    if words[0] == "note":
        print("noted", flush=True)
    elif words[0] == "ask":
        print("ok", words[1], flush=True)

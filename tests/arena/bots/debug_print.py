import sys

# Prints a debug line to stdout before its answer: the referee reads the debug line.
for line in sys.stdin:
    words = line.split()
    if words[0] == "ask":
        print("thinking about", words[1], flush=True)
        print("ok", words[1], flush=True)

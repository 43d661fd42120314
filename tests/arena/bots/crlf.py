import sys

for line in sys.stdin:
    words = line.split()
    if words[0] == "ask":
        sys.stdout.write(f"ok {words[1]}\r\n")
        sys.stdout.flush()

import sys

# Debugs on stderr, as it should: one line per prompt, then the answer.
for line in sys.stdin:
    words = line.split()
    print(f"got {line.strip()!r}", file=sys.stderr, flush=True)
    if words[0] == "ask":
        print("ok", words[1], flush=True)

import sys

from engine import configure, run

text = sys.stdin.readline()
opts = {}
for item in text.split():
    key, _, value = item.partition("=")
    opts[key] = int(value) if value.isdigit() else value
print("parsed:", opts)
engine = configure(**opts)
print(run(engine, **dict(width=2, **{"verbose": "yes"})))
for line in sys.stdin:
    pairs = dict(p.split(":") for p in line.split())
    print(configure(**pairs))

import sys

lines = []
while (line := sys.stdin.readline()):
    if (stripped := line.strip()):
        lines.append(stripped)
print("read", len(lines), "lines, last:", stripped)


def parse(items):
    return [n for item in items if (n := int(item)) % 2 == 0]


print(parse(lines[0].split()))


def first_long(words):
    if any(len(found := w) > 4 for w in words):
        return found
    return None


print(first_long(lines[1].split()), first_long(["a", "b"]))
data = {"depth": "5"}
if (depth := int(data.get("depth", 0))) > 3:
    print("deep search", depth)
print([y for x in range(5) if (y := x * x) > 4], "y leaked:", y)

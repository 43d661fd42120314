import sys

print("main: before config")
import config  # noqa: E402  (reads the first line of stdin at import)

print("main: config says", config.WIDTH, "x", config.HEIGHT)
for row in range(config.HEIGHT):
    line = sys.stdin.readline().rstrip("\n")
    print(f"row {row}: {line!r} walls={line.count('#')}")
print("rest:", sys.stdin.read().split())

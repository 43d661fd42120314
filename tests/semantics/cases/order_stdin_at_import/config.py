import sys

WIDTH, HEIGHT = map(int, sys.stdin.readline().split())
print("config: read size", WIDTH, HEIGHT, file=sys.stderr)
print("config: loaded")

import sys

import reader

input = lambda: sys.stdin.readline().rstrip()  # noqa: E731,A001

name = input()
print("entry input strips:", repr(name))
width, height = reader.read_size()
print("module input keeps the newline:", repr(reader.LAST))
print("size:", width * height)
grid = [input() for _ in range(height)]
print("grid:", grid)
print("module raw line:", repr(reader.raw()))

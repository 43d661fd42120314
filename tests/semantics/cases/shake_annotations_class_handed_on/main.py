import sys
from dataclasses import dataclass


class Point:
    x: int
    y: int = 0


class Used:
    z: int = 1


Made = dataclass(Point)
print(Made(3), Used().z)
if sys.stdin.read():
    print(dataclass(order=True)(Used)())

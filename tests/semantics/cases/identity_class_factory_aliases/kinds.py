from collections import namedtuple as record
from typing import NewType

UserId = NewType("UserId", int)
Point = record("Point", "x y")
SPEC = ("Marker", (), {"size": 3})
Marker = type(*SPEC)

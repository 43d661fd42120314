import sys
from typing import NamedTuple
class Move(NamedTuple):
    src: int
    dst: int
if sys.stdin.readline().strip() == "go":
    print(len(vars(Move)))
print(Move(1, 2))

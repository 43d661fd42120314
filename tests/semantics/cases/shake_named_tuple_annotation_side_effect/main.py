import sys
from typing import NamedTuple
s = sys.stdin.read()
def kind(t):
    if s:
        print('annotation', t)
    return int
class P(NamedTuple):
    x: kind('x')
    y: kind('y')
if s:
    print(P(1, 2))

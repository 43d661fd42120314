import sys
from tables import *
import tables
if sys.stdin.read():
    print(FIRST is ROWS[0], ALIAS is ROWS)
    FIRST[0] = "mut"
    print(ROWS[0][:2], ALIAS[0][:2])
    print(BOOLS[:4], [type(x).__name__ for x in MIXED[:4]], MIXED[:4])
    print(FLOATS, [type(x).__name__ for x in FLOATS[-2:]])
    print(TRICKY[:6], [str(x) for x in TRICKY[:6]])
    print(DKEYS[3], type(DKEYS[3]).__name__, list(DMIX.items()))
    print(BIG[:2], NEG[-2:], BYTES[:5], type(BYTES).__name__, BA[:3])

import sys
from pt import Pt, describe
if sys.stdin.read():
    print(describe(Pt(1, 2)), describe(Pt(0, 5)))

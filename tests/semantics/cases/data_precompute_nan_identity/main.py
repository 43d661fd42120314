import sys
from tables import T, U, W, NAN
if sys.stdin.read():
    print(T.count(T[0]), T[0] in T, U.count(U[2]), NAN in U, [x == x for x in T[:2]], U[:4])
    print(W[0] is W[1], W.count(W[0]))

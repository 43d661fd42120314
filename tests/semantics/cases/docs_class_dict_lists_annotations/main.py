import sys
class P:
    x: int = 0
    def m(self):
        return 1
p = P()
if sys.stdin.read():
    print(sorted(type(p).__dict__))

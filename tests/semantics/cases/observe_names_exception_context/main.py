import sys
class W:
    def __init__(self):
        self.size = 1
def probe(w):
    try:
        return w.sise
    except AttributeError:
        raise RuntimeError("ctx")
w = W()
if sys.stdin.readline().strip() == "go":
    try:
        probe(w)
    except RuntimeError as e:
        print(e.__context__)
print(w.size)

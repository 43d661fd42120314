import sys
go = sys.stdin.read() == "go\n"
class D:
    def __del__(self):
        if go:
            print("del")
a = D()
b = a
a = None
print("after")

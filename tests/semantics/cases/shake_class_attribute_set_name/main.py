import sys
go = sys.stdin.read() == "go\n"
class Desc:
    def __set_name__(self, owner, name):
        if go:
            print("set_name", name)
d = Desc()
class Holder:
    field = d
print("end")

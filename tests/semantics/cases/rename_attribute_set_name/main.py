import sys
class Named:
    def __set_name__(self, owner, name):
        self.public = name
class M:
    fieldone = Named()
if sys.stdin.read():
    print(M.fieldone.public)

import sys
class Slotted:
    __slots__ = ('quuxval',)
    def __init__(self):
        self.quuxval = 1
if sys.stdin.read():
    print(Slotted.quuxval, Slotted().quuxval)

import sys
class Ship:
    def __init__(self):
        self.speed = 1
if sys.stdin.read():
    print(Ship().__getstate__(), Ship().speed)

import sys

import codes
import limits


def level(value):
    match value:
        case limits.LOW:
            return "at the low limit"
        case limits.HIGH:
            return "at the high limit"
        case int() if value < limits.LOW:
            return "too low"
        case _:
            return "fine"


for line in sys.stdin:
    word, *rest = line.split()
    match codes.Cmd(word):
        case codes.Cmd.MOVE:
            print("move", level(int(rest[0])))
        case codes.Cmd.QUIT:
            print("bye")
            break

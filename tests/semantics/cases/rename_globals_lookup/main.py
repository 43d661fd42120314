import sys

import chess_cmds
import go_cmds


def handle_move(arg):
    return f"main moves {arg}"


def handle_pass(arg):
    return "main passes"


for line in sys.stdin:
    game, cmd, arg = line.split()
    if game == "main":
        print(globals()["handle_" + cmd](arg))
    elif game == "chess":
        print(chess_cmds.run(cmd, arg))
    else:
        print(go_cmds.run(cmd, arg))
print("main has handle_resign:", "handle_resign" in globals())

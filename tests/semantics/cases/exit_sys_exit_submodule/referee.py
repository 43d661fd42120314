import sys


def play(moves):
    for ply, move in enumerate(moves, 1):
        if move == "resign":
            print(f"referee: resignation at ply {ply}")
            sys.exit(3)
        print(f"referee: ply {ply} {move}")

"""judge-chess test bot: plays a random legal move (BOT_SEED seeds it), castles as O-O /
O-O-O, promotes with four characters. With BOT_MISTAKE=1 it first tries an illegal move
each turn (to be denied), then a legal one."""

import os
import random
import sys

import chess

rng = random.Random(int(os.environ.get("BOT_SEED", "0")))
mistake = os.environ.get("BOT_MISTAKE") == "1"
sys.stdin.readline()  # colour
for line in sys.stdin:
    words = line.split(" ", 3)
    if len(words) < 4:
        continue  # A/D status lines
    board = chess.Board(words[3])
    if mistake:
        print("a1a1", flush=True)
        sys.stdin.readline()  # D
    move = rng.choice(sorted(board.legal_moves, key=lambda m: m.uci()))
    if board.is_castling(move):
        print("O-O" if board.is_kingside_castling(move) else "O-O-O", flush=True)
    else:
        print(move.uci()[:4], flush=True)

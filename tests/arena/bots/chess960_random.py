"""Chess960 test bot: asks for the legal moves and plays one at random (seeded by the
environment variable BOT_SEED, default 0). Offers no draws, never resigns."""

import os
import random
import sys

rng = random.Random(int(os.environ.get("BOT_SEED", "0")))
for _ in range(3):
    sys.stdin.readline()
print("moves", flush=True)
while True:
    count = sys.stdin.readline()
    if not count:
        break
    moves = [sys.stdin.readline().strip() for _ in range(int(count))]
    print(rng.choice(moves), flush=True)

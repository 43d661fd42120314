"""Naive opponents for benchmarks: `python -m sources.knights.baselines random|greedy|paranoid3`.

- random: a uniformly random legal move.
- greedy: the move to the square with the most onward moves (mobility), ties at random.
- paranoid3: paranoid alpha-beta (both opponents minimise our value) to a fixed depth of three
  plies, scoring leaves by our mobility minus the opponents' and finished games exactly.
Each draws from a random.Random seeded with `--seed` (default 1) and the text of its first
turn, so a game replays identically while different games differ.
"""

import random
import sys
import zlib

from .board import KNIGHT_MOVES, PLAYERS, parse_square, squares_of
from .protocol import serve

WIN = 10000
PARANOID_DEPTH = 3


def random_move(turn, rng):
    return rng.choice(turn.legal)


def onward_moves(square, blocked):
    return (KNIGHT_MOVES[square] & ~blocked).bit_count()


def greedy_move(turn, rng):
    scored = [
        (onward_moves(parse_square(name), turn.blocked), name) for name in turn.legal
    ]
    best = max(score for score, _ in scored)
    return rng.choice([name for score, name in scored if score == best])


def mobility_value(blocked, knights, alive, me):
    value = 0
    for player in range(PLAYERS):
        if alive[player]:
            mobility = onward_moves(knights[player], blocked)
            value += mobility if player == me else -mobility
    return value


def paranoid_value(blocked, knights, alive, mover, me, depth, alpha, beta):
    """Our value with `mover` to play, both opponents minimising it."""
    moves = KNIGHT_MOVES[knights[mover]] & ~blocked
    if not moves:
        if mover == me:
            return -WIN + WIN * alive.count(False)
        alive = alive[:mover] + (False,) + alive[mover + 1 :]
        if alive.count(True) == 1:
            return WIN
        following = next(p for p in range(mover + 1, mover + 4) if alive[p % 3]) % 3
        return paranoid_value(
            blocked, knights, alive, following, me, depth, alpha, beta
        )
    if depth == 0:
        return mobility_value(blocked, knights, alive, me)
    following = next(p for p in range(mover + 1, mover + 4) if alive[p % 3]) % 3
    best = -WIN * 2 if mover == me else WIN * 2
    for target in squares_of(moves):
        child = knights[:mover] + (target,) + knights[mover + 1 :]
        value = paranoid_value(
            blocked | (1 << target), child, alive, following, me, depth - 1, alpha, beta
        )
        if mover == me:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best


def paranoid3_move(turn, rng):
    me = turn.me
    following = next(p for p in range(me + 1, me + 4) if turn.alive[p % 3]) % 3
    scored = []
    for name in turn.legal:
        target = parse_square(name)
        child = turn.knights[:me] + (target,) + turn.knights[me + 1 :]
        value = paranoid_value(
            turn.blocked | (1 << target),
            child,
            turn.alive,
            following,
            me,
            PARANOID_DEPTH - 1,
            -WIN * 2,
            WIN * 2,
        )
        scored.append((value, name))
    best = max(value for value, _ in scored)
    return rng.choice([name for value, name in scored if value == best])


BASELINES = {"random": random_move, "greedy": greedy_move, "paranoid3": paranoid3_move}


def seeded_policy(choose, seed):
    state = {}

    def policy(turn):
        if "rng" not in state:
            text = f"{seed} {turn.me} {turn.blocked} {turn.knights}"
            state["rng"] = random.Random(zlib.crc32(text.encode()))
        return choose(turn, state["rng"])

    return policy


def main(argv):
    if len(argv) < 1 or argv[0] not in BASELINES:
        sys.stderr.write(f"usage: baselines {'|'.join(BASELINES)} [--seed N]\n")
        return 2
    seed = int(argv[argv.index("--seed") + 1]) if "--seed" in argv else 1
    serve(seeded_policy(BASELINES[argv[0]], seed))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Where Mad Knights games are decided: every game BOT did not win, replayed once for each of
BOT's decisions and each other legal move there, everything else unchanged.

    python -m benchmarks.knights_counterfactual BOT [--opponent OPPONENT] [--games N] [--seed S]

BOT and OPPONENT as in `benchmarks.knights_inprocess`, with the same schedule (each seed with
BOT in all three seats). Fixed node budgets and seeded baselines replay a game exactly, so a
replay differs from the game only from the replaced move on. For each lost game one line
lists BOT's decisions that had a choice, as `blocked squares: alternatives that scored better
/ alternatives`; the summary gives, by how many squares were blocked, the share of
alternatives that would have scored better, and where the last decision with a better
alternative lay. A share near the win rate means the outcome there was chaotic (any other
move reshuffles the game); the last such decision is where the game was actually lost.
"""

import argparse
from collections import Counter

from bundler.arena.arenas.knights import referee

from .knights_inprocess import factory, play_game

PHASE_WIDTH = 10


def replay(bot, opponent, seed, seat, replaced=None):
    """BOT's score in the game, and its decisions as (blocked squares, legal moves, move
    played); `replaced` = (decision index, move) plays that move there instead."""
    decisions = []
    policy = bot(seed)

    def deciding(turn):
        move = policy(turn)
        if replaced is not None and replaced[0] == len(decisions):
            move = replaced[1]
        decisions.append((turn.blocked.bit_count(), sorted(turn.legal), move))
        return move

    policies = [opponent(seed * 7 + s) for s in range(referee.SEATS)]
    policies[seat] = deciding
    return play_game(seed, policies).scores[seat], decisions


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("bot")
    parser.add_argument("--opponent", default="paranoid3")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    bot, opponent = factory(args.bot, []), factory(args.opponent, [])
    alternatives, better = Counter(), Counter()
    last_chance = Counter()
    lost = 0
    for game_index in range(args.games):
        seed = args.seed + game_index // referee.SEATS
        seat = game_index % referee.SEATS
        score, decisions = replay(bot, opponent, seed, seat)
        if score == 2:
            continue
        lost += 1
        cells, last = [], None
        for index, (blocked, legal, played) in enumerate(decisions):
            if len(legal) < 2:
                continue
            improving = sum(
                replay(bot, opponent, seed, seat, (index, move))[0] > score
                for move in legal
                if move != played
            )
            phase = blocked // PHASE_WIDTH * PHASE_WIDTH
            alternatives[phase] += len(legal) - 1
            better[phase] += improving
            if improving:
                last = blocked
            cells.append(f"{blocked}:{improving}/{len(legal) - 1}")
        if last is not None:
            last_chance[last // PHASE_WIDTH * PHASE_WIDTH] += 1
        print(f"seed {seed} seat {seat} score {score}: {' '.join(cells)}", flush=True)
    print(f"{lost} of {args.games} games not won")
    for phase in sorted(alternatives):
        print(
            f"blocked {phase}-{phase + PHASE_WIDTH - 1}: {better[phase]} of "
            f"{alternatives[phase]} alternatives would have scored better "
            f"({better[phase] / alternatives[phase]:.0%}); last such decision in "
            f"{last_chance[phase]} games"
        )


if __name__ == "__main__":
    main()

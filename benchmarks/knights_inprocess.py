"""Mad Knights games played in one process on the local referee, for quick tuning.

    python -m benchmarks.knights_inprocess BOT OPPONENT [--games N] [--seed S]

BOT and OPPONENT are `random`, `greedy`, `paranoid3` (the baselines) or `ALGORITHM:BUDGET`,
the bot as it plays (`protocol.SearchPolicy`, opponent models included) with a fixed node
budget (`brs:3000`, `paranoid:3000`: results do not depend on the machine's load) or a time
budget a move (`paranoid:30ms`: fair when the compared bots spend their time differently),
optionally followed by `+MODULE.NAME=VALUE` overrides of constants of
`sources.knights` that apply to that player only (`paranoid:1000+evaluation.LEAD_SCALE=8`, `paranoid:30ms+protocol.MODEL_OPPONENTS=False`). One BOT plays two OPPONENTs; each seed is played with BOT in all
three seats. Answer times are not measured here: use `python -m bundler play` for that.
"""

import argparse
import ast
import importlib
import time

from bundler.arena.arenas.knights import referee
from sources.knights.baselines import BASELINES, seeded_policy
from sources.knights.board import square_name
from sources.knights import protocol
from sources.knights.protocol import SearchPolicy, Turn, parse_turn
from sources.readers.knights import lines_reader


def search_factory(algorithm, budget, stats, policies):
    """The bot as it plays (`SearchPolicy`), one per game (kept in `policies`), with a node
    budget (`800`) or a time budget (`30ms`)."""
    node_limit = None if budget.endswith("ms") else int(budget)

    def make(seed):
        policy = SearchPolicy(node_limit, algorithm)
        policies.append(policy)

        def timed(turn):
            if node_limit is None:
                saved = protocol.TURN_BUDGET
                protocol.TURN_BUDGET = float(budget[:-2]) / 1000
            try:
                return policy(turn)
            finally:
                if node_limit is None:
                    protocol.TURN_BUDGET = saved
                search = policy.last_search
                stats.append((search.depth_reached, search.nodes))

        return timed

    return make


def factory(spec, stats, policies=None):
    if spec in BASELINES:
        return lambda seed: seeded_policy(BASELINES[spec], seed)
    spec, *assignments = spec.split("+")
    algorithm, budget = spec.split(":")
    make = search_factory(
        algorithm, budget, stats, [] if policies is None else policies
    )
    if not assignments:
        return make
    overrides = [parse_override(assignment) for assignment in assignments]
    return lambda seed: with_overrides(make(seed), overrides)


def parse_override(assignment):
    target, value = assignment.split("=", 1)
    module_name, name = target.rsplit(".", 1)
    module = importlib.import_module(f"sources.knights.{module_name}")
    return module, name, ast.literal_eval(value)


def with_overrides(policy, overrides):
    """Run `policy` with module constants replaced for the duration of each call."""

    def overridden(turn):
        saved = [(module, name, getattr(module, name)) for module, name, _ in overrides]
        for module, name, value in overrides:
            setattr(module, name, value)
        try:
            return policy(turn)
        finally:
            for module, name, value in saved:
                setattr(module, name, value)

    return overridden


def play_game(seed, policies):
    game = referee.play(seed, {})
    colours = [None] * referee.SEATS
    try:
        prompt = next(game)
        while True:
            lines = prompt.lines
            if len(lines[0]) == 1:
                colours[prompt.seat] = lines[0]
                lines = lines[1:]
            blocked, knights, alive, legal = parse_turn(lines_reader(lines).read_turn())
            started = time.perf_counter()
            turn = Turn(prompt.seat, blocked, knights, alive, legal, started, False)
            answer = policies[prompt.seat](turn)
            prompt = game.send(answer)
    except StopIteration as stop:
        return stop.value


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("bot")
    parser.add_argument("opponent")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="MODULE.NAME=VALUE",
        help="override a constant of sources.knights (affects every player), e.g. "
        "evaluation.LEAD_SCALE=6",
    )
    args = parser.parse_args()
    for assignment in args.set:
        module, name, value = parse_override(assignment)
        setattr(module, name, value)
    stats, bots = [], []
    bot, opponent = factory(args.bot, stats, bots), factory(args.opponent, [])
    scores = []
    faults = 0
    started = time.perf_counter()
    for game_index in range(args.games):
        seed = args.seed + game_index // referee.SEATS
        seat = game_index % referee.SEATS
        policies = [opponent(seed * 7 + s) for s in range(referee.SEATS)]
        policies[seat] = bot(seed)
        outcome = play_game(seed, policies)
        scores.append(outcome.scores[seat])
        faults += len(outcome.faults)
    elapsed = time.perf_counter() - started
    mean = sum(scores) / len(scores)
    counts = {score: scores.count(score) for score in sorted(set(scores))}
    print(
        f"{args.bot} vs 2x {args.opponent}: {len(scores)} games, mean score {mean:.3f}"
    )
    print(f"score counts {counts}, faults {faults}, {elapsed:.0f} s")
    if stats:
        depths = sorted(depth for depth, _ in stats)
        print(
            f"search depth median {depths[len(depths) // 2]}, "
            f"mean nodes {sum(n for _, n in stats) / len(stats):.0f}"
        )
        models = [policy.models for policy in bots if policy.models]
        print(
            f"opponent moves made while trusted models predicted them: "
            f"{sum(m.predicted for m in models)} inside their choices, "
            f"{sum(m.surprised for m in models)} outside"
        )


if __name__ == "__main__":
    main()

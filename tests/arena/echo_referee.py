"""A tiny referee for runner tests: each round every seat gets a silent `note` line, then
`ask N` and must answer `ok N`. A missing or wrong answer ends the game with -1. Every
answer has the limit of option `limit`, else the first and later turns' limits given."""

from bundler.arena.referees.base import Fault, Limits, Outcome, Prompt

SEATS = 2
LIMITS = Limits(2.0, 2.0)


def play(seed, options, limits=LIMITS):
    rounds = int(options.get("rounds", "3"))
    if options.get("oneshot"):
        return (yield from one_shot(rounds, float(options.get("limit", limits.turn))))
    scores = [0.0] * SEATS
    for round_number in range(rounds):
        for seat in range(SEATS):
            yield Prompt(seat, ("note",), None)
            limit = limits.first_turn if round_number == 0 else limits.turn
            limit = float(options.get("limit", limit))
            answer = yield Prompt(seat, (f"ask {round_number}",), limit)
            if answer is None:
                scores[seat] = -1
                return Outcome(scores, f"seat {seat} gave no answer", [])
            if answer != f"ok {round_number}":
                scores[seat] = -1
                return Outcome(
                    scores,
                    f"seat {seat} said {answer!r}",
                    [Fault(seat, "illegal", answer)],
                )
            scores[seat] += 1
    return Outcome(scores, "all rounds answered")


def start_position(seed):
    return "no board"


def check_answer(history, answer):
    expected = "ok " + history[-1].lines[-1].split()[1]
    return None if answer == expected else f"expected {expected!r}"


def one_shot(rounds, limit):
    """Seat 0 alone: one prompt, its input closed, then `rounds` answers read one by one."""
    answers = []
    answer = yield Prompt(0, ("ask all",), limit, close_input=True)
    for round_number in range(rounds):
        if answer != f"ok {round_number}":
            return Outcome([-1.0, 0.0], f"answer {round_number}: {answer!r}")
        answers.append(answer)
        if round_number + 1 < rounds:
            answer = yield Prompt(0, (), limit)
    return Outcome([float(len(answers)), 0.0], "one-shot answered")

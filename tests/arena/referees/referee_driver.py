"""Drive a referee generator in-process with a scripted bot per seat: a function that gets
(seat, lines, time_limit) and returns the answer (or None for a timeout)."""

from dataclasses import dataclass, field


@dataclass
class Run:
    prompts: list = field(default_factory=list)  # (seat, lines, time_limit)
    outcome: object = None

    def lines_for(self, seat):
        return [lines for s, lines, _ in self.prompts if s == seat]


def drive(game, answer):
    run = Run()
    try:
        prompt = next(game)
        while True:
            run.prompts.append((prompt.seat, prompt.lines, prompt.time_limit))
            reply = answer(prompt.seat, prompt.lines, prompt.time_limit)
            prompt = game.send(reply)
    except StopIteration as stop:
        run.outcome = stop.value
    return run


def scripted(config, answers_by_seat):
    """Answer each seat's configuration turn with `config[seat]`, then its moves in order."""
    iterators = {seat: iter(answers) for seat, answers in answers_by_seat.items()}
    configured = set()

    def answer(seat, lines, time_limit):
        if seat not in configured:
            configured.add(seat)
            return config[seat]
        return next(iterators[seat])

    return answer


def answering(answers_by_seat):
    """Answer only prompts that expect an answer, from each seat's list in order."""
    iterators = {seat: iter(answers) for seat, answers in answers_by_seat.items()}

    def answer(seat, lines, time_limit):
        if time_limit is None:
            return None
        return next(iterators[seat])

    return answer

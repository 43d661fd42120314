import functools

from registry import COMMANDS, command


@command
def attack(target):
    return f"attack {target}"


@command
def retreat(target):
    return f"retreat from {target}"


def traced(function):
    @functools.wraps(function)
    def wrapper(*args):
        print(f"calling {function.__name__}{args}")
        return function(*args)

    return wrapper


@traced
def evaluate(a, b):
    return a - b


class Bot:
    def think(self):
        return self.think.__name__, Bot.think.__qualname__


print(sorted(COMMANDS), COMMANDS["attack"]("b7"))
print(evaluate(5, 3), evaluate.__name__, evaluate.__wrapped__.__name__)
print(Bot().think(), (lambda: 0).__name__)
print(functools.partial(evaluate, 1).func.__name__)

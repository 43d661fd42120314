from dataclasses import dataclass

from protocol import Move, Resign, parse


@dataclass
class Point:
    x: int
    y: int


def describe(message):
    match message:
        case Move(piece="K", to=(0, _)):
            return "king to the first rank"
        case Move(piece, (x, y)) if x == y:
            return f"{piece} on the diagonal at {x}"
        case Move(piece=p, to=target):
            return f"{p} to {target}"
        case Resign(reason=None):
            return "resigned silently"
        case Resign(reason=str() as why):
            return f"resigned: {why}"
        case {"type": "chat", "text": text, **rest}:
            return f"chat {text!r} extra={sorted(rest)}"
        case {"type": "ping"}:
            return "pong"
        case [Point(x=0, y=0), *others]:
            return f"origin then {len(others)} points"
        case [int(a) | float(a), int(b)]:
            return f"pair {a}, {b}"
        case str() as raw if raw.startswith("#"):
            return "comment"
        case None | "":
            return "nothing"
        case _:
            return f"unknown {message!r}"


samples = [
    parse("move K 0 5"),
    parse("move Q 3 3"),
    parse("move N 2 1"),
    Resign(),
    Resign("time"),
    {"type": "chat", "text": "gg", "from": "bob", "ts": 1},
    {"type": "ping", "id": 9},
    [Point(0, 0), Point(1, 2), Point(3, 4)],
    [1.5, 2],
    "# note",
    "",
    42,
]
for sample in samples:
    print(describe(sample))

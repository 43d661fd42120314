from typing import NamedTuple


class Turn(NamedTuple):
    player: int
    move: str
    think_ms: float = 0.0
    comment: str = ""


turns = [Turn(1, "e4"), Turn(2, "c5", 12.5), Turn(1, "Nf3", comment="book")]
for t in turns:
    print(t._asdict())
print(Turn._fields, Turn._field_defaults)
print(sorted(turns, key=lambda t: (t.think_ms, t.move))[0].move)
print(tuple(Turn(*"9x")), Turn._make((3, "O-O", 1.5, "")).think_ms)
print(turns[1]._replace(comment="sharp").comment, len(turns[0]))

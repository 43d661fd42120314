from dataclasses import dataclass, field

from models import Position


@dataclass
class Player:
    name: str
    rating: int = 1500
    tags: list = field(default_factory=list)


@dataclass(frozen=True, order=True)
class Score:
    value: float
    depth: int = 0


p = Player("ann", tags=["gm"])
print(p)
print(repr(Score(0.5, 3)), [Score(1.0)])
print(Position(3, 4, Player("bob")))
print(f"{p!r:.20}...")
print(str(Score(-1.25)))

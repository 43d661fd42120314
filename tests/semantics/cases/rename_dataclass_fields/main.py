import dataclasses
from dataclasses import asdict, astuple, dataclass, field, fields, replace

from models import Config, Move


@dataclass(order=True)
class Entry:
    score: int
    name: str = field(compare=False)
    tags: list = field(default_factory=list, compare=False, repr=False)


@dataclass
class Player:
    name: str
    rating: int = 1500
    history: list = field(default_factory=list)
    label: str = field(init=False)

    def __post_init__(self):
        self.label = f"{self.name} ({self.rating})"


p = Player("ann")
q = Player("bob", 1720, ["w", "l"])
print([f.name for f in fields(Player)])
print(asdict(p), astuple(q))
print(p.label, q.label, p == Player("ann"))
entries = sorted([Entry(5, "e"), Entry(2, "b", ["x"]), Entry(9, "z")])
print([(e.score, e.name) for e in entries], Entry(1, "a") < Entry(2, "b"))
move = Move(1, 2)
try:
    move.x = 5
except dataclasses.FrozenInstanceError as error:
    print("frozen:", error)
print(asdict(replace(move, y=7)), hash(move) == hash(Move(1, 2)))
cfg = Config(depth=4)
print(asdict(cfg), [f.name for f in fields(cfg)], [f.default for f in fields(Config)][:2])
print(dataclasses.is_dataclass(cfg), Config.__match_args__)

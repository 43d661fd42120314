from dataclasses import dataclass, field


@dataclass(frozen=True)
class Move:
    x: int
    y: int


@dataclass
class Config:
    depth: int = 3
    width: int = 8
    weights: dict = field(default_factory=lambda: {"material": 1})
    _cache: dict = field(default_factory=dict, repr=False)

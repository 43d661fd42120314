from dataclasses import dataclass
from enum import Enum


class Rarity(Enum):
    COMMON = 1
    RARE = 2


@dataclass
class Item:
    name: str
    rarity: Rarity
    qty: int = 1


def total(items):
    return sum(item.qty for item in items)

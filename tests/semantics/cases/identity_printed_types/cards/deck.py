from collections import namedtuple
from dataclasses import dataclass
from enum import Enum

Card = namedtuple("Card", "rank suit")
Suit = Enum("Suit", "HEARTS SPADES")


@dataclass
class Hand:
    cards: list
    owner: str


def deal(n):
    return Hand([Card(rank, Suit.HEARTS) for rank in range(1, n + 1)], "ann")

from functools import singledispatch

from .deck import Card, Hand


@singledispatch
def score(thing):
    raise TypeError(f"cannot score {type(thing)}; expected {Card} or {Hand}")


@score.register
def _(card: Card):
    return card.rank


@score.register
def _(hand: Hand):
    return sum(score(card) for card in hand.cards)

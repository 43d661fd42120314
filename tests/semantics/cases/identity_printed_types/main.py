from dataclasses import fields

from cards.deck import Hand, Suit, deal
from cards.score import score

hand = deal(3)
print(type(hand), type(hand.cards[0]), type(Suit.SPADES))
print(score(hand), [f.type for f in fields(Hand)])
print([cls for cls in score.registry if cls is not object])
try:
    score("joker")
except TypeError as error:
    print(error)

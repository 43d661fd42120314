from random import sample, shuffle

DECK = [f"{rank}{suit}" for suit in "SHDC" for rank in "A23456789TJQK"]
shuffle(DECK)
HAND = sorted(DECK[:5])


def draw():
    return sample(DECK, 2)

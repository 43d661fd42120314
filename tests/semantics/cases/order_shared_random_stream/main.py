import random

random.seed(1234)
print("main draws first:", random.random())
import dice  # noqa: E402  (draws at import: consumes the shared stream)
import cards  # noqa: E402

print("dice at import:", dice.OPENING_ROLLS)
print("cards at import:", cards.HAND)
print("main after imports:", random.randint(0, 100))
print("dice.roll():", dice.roll(), "cards.draw():", cards.draw())
state = random.getstate()
first = random.random()
random.setstate(state)
print("replayed:", first == random.random())

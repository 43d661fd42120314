import state
from state import best_score, history, move_count

print("imported:", move_count, best_score, history)
state.play(12)
state.play(30)
state.play(7)
# `from state import move_count` copied the int binding: it does not follow
print("snapshot:", move_count, best_score)
print("live:    ", state.move_count, state.best_score)
# the list is the same object until the module rebinds the name
print("history shared:", history, history is state.history)
state.reset()
print("after reset, old list:", history, "new list:", state.history)
print("still the same?", history is state.history)

import sys

from machine import Event, Machine, State, TransitionError

m = Machine()
for word in sys.stdin.read().split():
    try:
        new = m.fire(Event(word))
        print(f"{word:>6} -> {new.name}")
    except TransitionError as error:
        print("error:", error)
    except ValueError as error:
        print("error:", error)
print(m.state, m.state is State.DONE, [s.name for s in State])

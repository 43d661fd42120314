from .states import Event, State

TRANSITIONS = {
    (State.IDLE, Event.START): State.RUNNING,
    (State.RUNNING, Event.PAUSE): State.PAUSED,
    (State.PAUSED, Event.RESUME): State.RUNNING,
    (State.RUNNING, Event.FINISH): State.DONE,
}


class TransitionError(Exception):
    pass


class Machine:
    def __init__(self):
        self.state = State.IDLE

    def fire(self, event):
        try:
            self.state = TRANSITIONS[self.state, event]
        except KeyError:
            raise TransitionError(f"{self.state} cannot handle {event}") from None
        return self.state

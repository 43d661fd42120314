from enum import Enum, auto


class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    PAUSED = auto()
    DONE = auto()


class Event(Enum):
    START = "start"
    PAUSE = "pause"
    RESUME = "resume"
    FINISH = "finish"

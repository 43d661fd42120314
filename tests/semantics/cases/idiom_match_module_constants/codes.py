from enum import Enum


class Cmd(Enum):
    MOVE = "move"
    QUIT = "quit"

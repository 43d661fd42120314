"""Standard input for bots that think on the opponent's time: lines read straight from the
file descriptor, and a look at whether the next turn has begun to arrive."""

import os
import select
import sys

READ_SIZE = 1 << 16


class PipeInput:
    """Lines from a file descriptor, with a look at whether more input has arrived: the
    bot thinks on the opponent's time until then. Its own buffer, unlike sys.stdin's, says
    whether a line already read from the pipe is waiting."""

    def __init__(self, fd):
        self.fd = fd
        self.buffer = b""

    def readline(self):
        while b"\n" not in self.buffer:
            chunk = os.read(self.fd, READ_SIZE)
            if not chunk:
                line, self.buffer = self.buffer, b""
                return line
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line + b"\n"

    def waiting(self):
        return bool(self.buffer) or bool(select.select([self.fd], [], [], 0)[0])


def pipe_input_or_none(node_budget):
    """A PipeInput over stdin when the bot may think between turns: not when a fixed node
    budget makes replays exact (the table must not depend on how long the opponent took),
    nor when stdin has no file descriptor."""
    if node_budget is not None:
        return None
    try:
        return PipeInput(sys.stdin.fileno())
    except (AttributeError, ValueError, OSError):
        return None

"""How long a search may think."""

import time


class Budget:
    """Think until `deadline` (a time.perf_counter() value), or, when `nodes` is set, for
    exactly that many nodes whatever the clock says, so that replays are deterministic;
    `interrupted()`, when given, ends the thinking early (the opponent's move is arriving).
    """

    def __init__(
        self, started: float, seconds: float, nodes=None, interrupted=None
    ) -> None:
        self.deadline = started + seconds
        self.nodes = nodes
        self.interrupted = interrupted

    def exhausted(self, nodes_searched: int) -> bool:
        if self.nodes is not None:
            return nodes_searched >= self.nodes
        if self.interrupted is not None and self.interrupted():
            return True
        return time.perf_counter() >= self.deadline

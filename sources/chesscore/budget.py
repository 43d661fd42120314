"""How long a search may think."""

import time


class Budget:
    """Think until `deadline` (a time.perf_counter() value), or, when `nodes` is set, for
    exactly that many nodes whatever the clock says, so that replays are deterministic.
    """

    def __init__(self, started: float, seconds: float, nodes=None) -> None:
        self.deadline = started + seconds
        self.nodes = nodes

    def exhausted(self, nodes_searched: int) -> bool:
        if self.nodes is not None:
            return nodes_searched >= self.nodes
        return time.perf_counter() >= self.deadline

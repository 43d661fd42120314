"""How long a search may think."""

import time

# Of the time budget, the share after which no new iteration is started: an iteration
# costs several times its predecessor, so it would rarely finish.
START_ITERATION_SHARE = 0.45


class Budget:
    """Think until `deadline` (a time.perf_counter() value), or, when `nodes` is set, for
    exactly that many nodes whatever the clock says, so that replays are deterministic.
    """

    def __init__(self, started: float, seconds: float, nodes=None) -> None:
        self.started = started
        self.deadline = started + seconds
        self.nodes = nodes

    def exhausted(self, nodes_searched: int) -> bool:
        if self.nodes is not None:
            return nodes_searched >= self.nodes
        return time.perf_counter() >= self.deadline

    def may_start_iteration(self, nodes_searched: int) -> bool:
        if self.nodes is not None:
            return nodes_searched < self.nodes
        share = (time.perf_counter() - self.started) / (self.deadline - self.started)
        return share < START_ITERATION_SHARE

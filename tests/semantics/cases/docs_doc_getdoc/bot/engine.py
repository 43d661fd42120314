"""Search engine.

Alpha-beta with a transposition table.
"""


class Engine:
    """Find the best move.

        Indented details line.
    Last line.
    """

    def search(self, depth):
        """Search to *depth* plies."""
        return depth

    def stop(self):
        pass


class FastEngine(Engine):
    def search(self, depth):
        return depth * 2

"""The one error type of the bundler: a message that names file:line, plus the import chain."""

from __future__ import annotations


class BundleError(Exception):
    def __init__(self, message: str, chain: tuple[str, ...] = ()) -> None:
        self.message = message
        self.chain = chain
        super().__init__(str(self))

    def __str__(self) -> str:
        if len(self.chain) > 1:
            return f"{self.message} (imported via {' -> '.join(self.chain)})"
        return self.message

"""The error types of the bundler: a message that names file:line, plus the import chain."""

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


class FlattenError(BundleError):
    """A construct that one shared namespace cannot express faithfully (a module object
    used as a value, an import cycle, a lazy import...). The program is still bundled,
    with each module kept as a module object (the `modules` layout); only a build that
    asks for `--layout flat` fails with it."""


class BehaviourDiffers(BundleError):
    """The bundle's run on empty input prints something else, or exits otherwise, than
    the sources' run, which gives the same every time. The pipeline then builds the most
    conservative bundle (every module kept as written, as a module object); only when
    that differs too, or the build asked for a layout, does the build fail with it."""

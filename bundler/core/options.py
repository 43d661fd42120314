"""What a build is asked to do: one object, from the command line or an arena's table in the
pyproject down to the pipeline, which derives each pass's `MinifyOptions` from it and from
what the program observes. Imports nothing of the package.

The default build is faithful: nothing the program can observe changes. `lossy` is the
explicit opt-in for the last characters: it renames def, class and parameter names and drops
docstrings and asserts even where the program could see the difference.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Layout = Literal["auto", "flat", "modules"]
LAYOUTS: tuple[Layout, ...] = ("auto", "flat", "modules")


@dataclass(frozen=True)
class Options:
    # auto: flat where it is provably exact, else modules; flat: fail where it is not
    layout: Layout = "auto"
    pretty: bool = False  # no renaming or compaction; formatted with black
    # rename defs, classes and parameters, drop docstrings and asserts, even where the
    # program can observe them (the arenas' bots, which do not)
    lossy: bool = False
    keep_names: bool = False  # never rename a def, class or parameter, even when lossy
    keep_asserts: bool = False  # keep asserts even when lossy
    # compile after every minify pass, to name the pass that broke a program (slower;
    # the output is the same)
    guard_passes: bool = False
    # carry the bundle compressed, as base-32768 text a stub decodes and runs (`pack`)
    pack: bool = False

    @property
    def remove_asserts(self) -> bool:
        return self.lossy and not self.keep_asserts

    def describe(self) -> str:
        """The switches that change the output, for the bundle's input digest (`pack`
        only when set: the digests of bundles that do not pack stay as they were)."""
        return (
            f"layout={self.layout} pretty={self.pretty} lossy={self.lossy}"
            f" keep_names={self.keep_names} keep_asserts={self.keep_asserts}"
        ) + (" pack=True" if self.pack else "")

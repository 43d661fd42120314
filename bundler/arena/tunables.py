"""A bot's tunable parameters: module-level constants marked with their range,

    LEAD_SCALE = 8  # tune: 2..24

read from the bot's sources by `tune`. A candidate is the same sources with other values
written into those lines (and bundled as usual), so the bot's code path is the one it ships
with; tuned values come back as a patch of those lines for review.

A value is an integer when its literal and both bounds are; otherwise a float written with
as many decimals as the most precise of the three.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

_NUMBER = r"-?\d+(?:\.\d+)?"
_MARKED = re.compile(
    rf"^(?P<name>[A-Z][A-Z0-9_]*) = (?P<value>{_NUMBER})(?P<rest>\s*#.*\btune: "
    rf"(?P<low>{_NUMBER})\.\.(?P<high>{_NUMBER})\b.*)$"
)

# A module-level assignment with a marker that is not one of the above.
_MISSPELLED = re.compile(r"^\w+ *=.*#.*\btune:")


@dataclass(frozen=True)
class Tunable:
    path: Path
    line: int  # 1-based
    name: str
    value: float
    low: float
    high: float
    decimals: int  # 0: an integer

    def text(self, value: float) -> str:
        clipped = min(self.high, max(self.low, value))
        if self.decimals == 0:
            return str(round(clipped))
        return f"{clipped:.{self.decimals}f}"

    def fraction(self, value: float) -> float:
        """Where `value` lies in the range, from 0 to 1."""
        return (value - self.low) / (self.high - self.low)

    def at(self, fraction: float) -> float:
        """The value at `fraction` of the range, rounded as it would be written."""
        return float(self.text(self.low + fraction * (self.high - self.low)))


class TunableError(ValueError):
    """A marker that cannot be used; the message names file and line."""


def find_tunables(paths: Sequence[Path]) -> list[Tunable]:
    found = []
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            marked = _MARKED.match(line)
            if marked is None:
                if _MISSPELLED.match(line):
                    raise TunableError(
                        f"{path}:{number}: expected `NAME = NUMBER  # tune: LOW..HIGH`"
                    )
                continue
            literals = [marked["value"], marked["low"], marked["high"]]
            tunable = Tunable(
                path=path,
                line=number,
                name=marked["name"],
                value=float(marked["value"]),
                low=float(marked["low"]),
                high=float(marked["high"]),
                decimals=max(len(text.partition(".")[2]) for text in literals),
            )
            if not tunable.low <= tunable.value <= tunable.high:
                raise TunableError(
                    f"{path}:{number}: {tunable.name} = {marked['value']} lies outside"
                    f" its range {marked['low']}..{marked['high']}"
                )
            found.append(tunable)
    return found


def rewritten(
    path: Path, tunables: Sequence[Tunable], values: Mapping[str, float]
) -> str:
    """The text of `path` with each of its tunables set to `values[name]`."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    for tunable in tunables:
        if tunable.path != path:
            continue
        marked = _MARKED.match(lines[tunable.line - 1].rstrip("\n"))
        if marked is None or marked["name"] != tunable.name:
            raise TunableError(f"{path}:{tunable.line}: changed since it was read")
        value = tunable.text(values[tunable.name])
        lines[tunable.line - 1] = f"{tunable.name} = {value}{marked['rest']}\n"
    return "".join(lines)


def source_patch(
    root: Path, tunables: Sequence[Tunable], values: Mapping[str, float]
) -> str:
    """A unified diff (for `git apply`) setting the tunables to `values` in the sources."""
    patch = []
    for path in dict.fromkeys(tunable.path for tunable in tunables):
        name = path.resolve().relative_to(root.resolve()).as_posix()
        before = path.read_text(encoding="utf-8").splitlines(keepends=True)
        after = rewritten(path, tunables, values).splitlines(keepends=True)
        patch += difflib.unified_diff(before, after, f"a/{name}", f"b/{name}")
    return "".join(patch)

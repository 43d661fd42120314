"""Two builds of one arena compared by source definition (`unminify`): which definitions
were added, removed or changed, each with a unified diff of its un-minified text, and how
many names only the renaming spelled differently.

A definition changed when its key (its tree, names normalised) differs. One whose key is
the same but whose minified statements are not was only respelled: another change moved
the short names around (`T=16` became `V=16`); those are counted, not listed.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from .unminify import BundleContents, Definition

ADDED, REMOVED, CHANGED = "added", "removed", "changed"


@dataclass(frozen=True)
class Change:
    kind: str  # ADDED, REMOVED or CHANGED
    label: str  # "sources/connect4/evaluation.py:THREAT"
    diff: list[str]  # unified diff of the un-minified text, without its file header
    note: str | None = None


@dataclass(frozen=True)
class BundleDiff:
    arena: str
    before: BundleContents | None  # None: no bundle before (a new arena)
    after: BundleContents | None
    changes: list[Change]
    renamed: int  # names spelled differently in definitions that did not change

    @property
    def changed(self) -> bool:
        """Anything in the bundle: a definition, the renaming, or only its header."""
        if self.before is None or self.after is None:
            return self.before is not self.after
        # a packed bundle's text is the plain one it runs: packing it changes only its size
        return (
            self.before.text != self.after.text
            or self.before.characters != self.after.characters
        )

    @property
    def size_limit(self) -> int | None:
        return next(
            (b.size_limit for b in (self.after, self.before) if b and b.size_limit),
            None,
        )


def compare(
    arena: str, before: BundleContents | None, after: BundleContents | None
) -> BundleDiff:
    old = before.definitions if before else {}
    new = after.definitions if after else {}
    if before and after and not (before.by_definition and after.by_definition):
        old, new = before.as_one_text(), after.as_one_text()
    order = {key: index for index, key in enumerate([*new, *old])}
    changes: list[Change] = []
    respelled: set[tuple[str, str, str]] = set()
    for key in sorted(old.keys() | new.keys(), key=lambda k: (k[0], order[k])):
        if key not in old:
            changes.append(Change(ADDED, new[key].label, _diff(None, new[key])))
        elif key not in new:
            changes.append(Change(REMOVED, old[key].label, _diff(old[key], None)))
        elif old[key].key != new[key].key:
            changes.append(_changed(old[key], new[key]))
        elif old[key].minified != new[key].minified:
            respelled |= _respelled(old[key], new[key])
    return BundleDiff(arena, before, after, changes, len(respelled))


def _changed(old: Definition, new: Definition) -> Change:
    diff = _diff(old, new)
    note = None
    if not diff:  # same text, but a name in it now stands for another definition
        note = "a name now refers to another module's definition of the same name"
    return Change(CHANGED, new.label, diff, note)


def _diff(old: Definition | None, new: Definition | None) -> list[str]:
    lines = difflib.unified_diff(
        old.text.splitlines() if old else [],
        new.text.splitlines() if new else [],
        lineterm="",
    )
    return list(lines)[2:]  # without the `---`/`+++` file header


def _respelled(old: Definition, new: Definition) -> set[tuple[str, str, str]]:
    """The variables spelled differently, with their spellings (a module-level name is
    counted once however many definitions use it)."""
    return {
        (identity, spelling, new.spellings[identity])
        for identity, spelling in old.spellings.items()
        if new.spellings.get(identity, spelling) != spelling
    }

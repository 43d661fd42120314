"""`diff [ARENA ...] [--rev REV] | diff OLD.py NEW.py`: what changed between two builds,
by source definition (`sources/connect4/evaluation.py:THREAT`), through the source maps.

Before: `dist/` as it is (default), or as committed at a git revision (`--rev`); after: a
fresh build in memory. Or two bundle files, each with its `.map` beside it.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from ..config import Project, load_project
from ..core.bundle_diff import BundleDiff, Change, compare
from ..core.errors import BundleError
from ..core.pipeline import BuildResult, source_map_text
from ..core.sourcemap import load_source_map
from ..core.unminify import BundleContents, read_bundle
from .build import arena_spec, build_all, selected_arenas

# a line of a diff longer than this is cut: a changed table is one line of a bundle
LINE_LIMIT = 200


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "targets",
        nargs="*",
        metavar="ARENA | OLD.py NEW.py",
        help="arenas to compare (default: all), or two bundle files",
    )
    parser.add_argument(
        "--rev",
        metavar="REV",
        help="compare dist/ as committed at this git revision (default: dist/ as it is)",
    )
    parser.add_argument(
        "--format",
        choices=("text", "markdown"),
        default="text",
        help="markdown: for a pull-request comment",
    )
    parser.add_argument(
        "--exit-code", action="store_true", help="exit 1 when anything changed"
    )


def run(args: argparse.Namespace) -> int:
    try:
        if _names_files(args.targets):
            if args.rev or len(args.targets) != 2:
                raise BundleError(
                    "give two bundle files (OLD.py NEW.py), without --rev"
                )
            diffs = [_files_diff(Path(args.targets[0]), Path(args.targets[1]))]
        else:
            diffs = _arena_diffs(load_project(), args.targets, args.rev)
    except BundleError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    report = markdown_report if args.format == "markdown" else text_report
    sys.stdout.write(report(diffs))
    return 1 if args.exit_code and any(diff.changed for diff in diffs) else 0


def _names_files(targets: list[str]) -> bool:
    return any(target.endswith(".py") or Path(target).is_file() for target in targets)


def _files_diff(old: Path, new: Path) -> BundleDiff:
    before, after = _read_file(old), _read_file(new)
    arena = after.arena or new.stem
    return compare(arena, before, after)


def _read_file(path: Path) -> BundleContents:
    if not path.is_file():
        raise BundleError(f"{path}: no such bundle")
    text = path.read_text(encoding="utf-8")
    map_path = Path(f"{path}.map")
    if not map_path.is_file():
        raise BundleError(f"{path}: no source map beside it ({map_path.name})")
    return read_bundle(text, load_source_map(text, map_path.read_text(), str(map_path)))


def _arena_diffs(
    project: Project, requested: list[str], rev: str | None
) -> list[BundleDiff]:
    names = selected_arenas(project, requested)
    if rev is not None:
        _check_revision(project.root, rev)
    outcomes = build_all([arena_spec(project, name) for name in names])
    diffs = []
    for name, outcome in zip(names, outcomes):
        if isinstance(outcome, str):
            raise BundleError(f"{name}: {outcome}")
        output = project.arenas[name].output
        before = _committed(project.root, output, rev) if rev else _on_disk(output)
        diffs.append(compare(name, before, _built(outcome)))
    return diffs


def _built(result: BuildResult) -> BundleContents:
    return read_bundle(result.text, json.loads(source_map_text(result)))


def _on_disk(output: Path) -> BundleContents | None:
    return _read_file(output) if output.is_file() else None


def _check_revision(root: Path, rev: str) -> None:
    found = _git(root, "rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}")
    if found is None:
        raise BundleError(f"{rev}: not a git revision (in {root})")


def _committed(root: Path, output: Path, rev: str) -> BundleContents | None:
    if not output.is_relative_to(root):
        raise BundleError(f"{output}: outside the project, so not in its git history")
    relative = output.relative_to(root).as_posix()
    text = _git(root, "show", f"{rev}:./{relative}")
    if text is None:
        return None  # no such bundle then: a new arena
    map_text = _git(root, "show", f"{rev}:./{relative}.map")
    where = f"{rev}:{relative}.map"
    # a bundle committed without a map, or before maps named definitions, compares whole
    source_map = None if map_text is None else load_source_map(text, map_text, where)
    return read_bundle(text, source_map)


def _git(root: Path, *arguments: str) -> str | None:
    try:
        completed = subprocess.run(
            ["git", *arguments], cwd=root, capture_output=True, timeout=60
        )
    except OSError as error:
        raise BundleError(f"cannot run git: {error}") from None
    return completed.stdout.decode("utf-8") if completed.returncode == 0 else None


# ---- reports --------------------------------------------------------------------------


def size_line(diff: BundleDiff) -> str:
    """`7,549 → 7,551 characters (+2), 7.5% → 7.6% of 100,000`."""
    limit = diff.size_limit
    sizes = [b.characters if b else None for b in (diff.before, diff.after)]

    def size(characters: int | None) -> str:
        return "none" if characters is None else f"{characters:,}"

    def percent(characters: int | None) -> str:
        return "-" if characters is None or not limit else f"{characters / limit:.1%}"

    if sizes[0] == sizes[1]:
        line = f"{size(sizes[1])} characters"
        return line + (f" ({percent(sizes[1])} of {limit:,})" if limit else "")
    growth = f" ({sizes[1] - sizes[0]:+,})" if None not in sizes else ""
    line = f"{size(sizes[0])} → {size(sizes[1])} characters{growth}"
    if limit:
        line += f", {percent(sizes[0])} → {percent(sizes[1])} of {limit:,}"
    return line


def summary(diff: BundleDiff) -> list[str]:
    """The lines that say what changed besides the listed definitions."""
    lines = []
    if diff.before is None:
        lines.append("no bundle before: every definition is new")
    elif diff.after and not (diff.before.by_definition and diff.after.by_definition):
        lines.append("a source map without definitions: compared as one text")
    if diff.renamed:
        lines.append(f"renaming shifted: {diff.renamed} names, no behaviour change")
    if not diff.changed:
        lines.append("nothing changed")
    elif not diff.changes and not diff.renamed:
        # only the header differs: its digest of the inputs (a comment changed)
        lines.append("no definition changed")
    return lines


def _listed(diff: BundleDiff) -> list[Change]:
    return [] if diff.before is None else diff.changes


def _cut(line: str) -> str:
    if len(line) <= LINE_LIMIT:
        return line
    return f"{line[:LINE_LIMIT]}… ({len(line) - LINE_LIMIT:,} more characters)"


def text_report(diffs: list[BundleDiff]) -> str:
    lines = []
    for diff in diffs:
        lines.append(f"{diff.arena}: {size_line(diff)}")
        for change in _listed(diff):
            lines.append(f"  {change.kind} {change.label}")
            lines += [f"    {_cut(line)}" for line in change.diff]
            if change.note:
                lines.append(f"    ({change.note})")
        lines += [f"  {line}" for line in summary(diff)]
    return "".join(line + "\n" for line in lines)


def markdown_report(diffs: list[BundleDiff]) -> str:
    changed = sum(diff.changed for diff in diffs)
    lines = [f"### Bundle changes: {changed} of {len(diffs)} arenas", ""]
    for diff in diffs:
        lines += [f"**{diff.arena}**: {size_line(diff)}", ""]
        for change in _listed(diff):
            lines.append(f"- {change.kind} `{change.label}`")
            if change.note:
                lines.append(f"  ({change.note})")
            if change.diff:
                lines += ["", "  ```diff"]
                lines += [f"  {_cut(line)}" for line in change.diff]
                lines += ["  ```"]
        lines += [f"- {line}" for line in summary(diff)]
        lines.append("")
    return "".join(line + "\n" for line in lines)

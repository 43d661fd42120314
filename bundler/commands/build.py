"""`build [ARENA ...]`: bundle, verify and write arenas from the registry to dist/."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from ..core.errors import BundleError
from ..core.options import Options
from ..core.pipeline import BuildResult, BuildSpec, build, output_files, write
from ..core.verify import utf16_length
from ..config import TABLE, Arena, ConfigError, Project, entry_source, load_project

# folders where no bot's entry module lives: virtualenvs, caches, build output
_NOT_SOURCES = {"node_modules", "__pycache__", "site-packages", "venv", "dist"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "arenas", nargs="*", metavar="ARENA", help="arenas to build (default: all)"
    )
    parser.add_argument(
        "--check", action="store_true", help="build in memory; fail if dist/ differs"
    )
    parser.add_argument(
        "--pretty", action="store_true", help="readable bundles (no renaming, black)"
    )
    parser.add_argument(
        "--keep-names",
        action="store_true",
        help="keep every def, class and parameter name even in a lossy arena",
    )
    parser.add_argument(
        "--pack",
        action="store_true",
        help="carry each bundle compressed, decoded and run at start (as `pack = true`)",
    )
    parser.add_argument(
        "--guard-passes",
        action="store_true",
        help="compile after every minify pass (slower; names a pass that breaks a program)",
    )


def run(args: argparse.Namespace) -> int:
    project = load_project()
    arenas = project.arenas
    names = selected_arenas(project, args.arenas)
    start = time.perf_counter()
    specs = [
        arena_spec(
            project,
            name,
            pretty=args.pretty,
            guard_passes=args.guard_passes,
            keep_names=args.keep_names,
            pack=args.pack,
        )
        for name in names
    ]
    outcomes = build_all(specs, [arenas[name].output for name in names])
    results: list[BuildResult] = []
    failed = stale = 0
    for name, outcome in zip(names, outcomes):
        if isinstance(outcome, str):
            print(f"error: {name}: {outcome}", file=sys.stderr)
            failed += 1
            continue
        results.append(outcome)
        for warning in outcome.warnings:
            print(f"warning: {warning}", file=sys.stderr)
        output = arenas[name].output
        if not args.check:
            try:
                write(outcome, output)
            except BundleError as error:
                print(f"error: {name}: {error}", file=sys.stderr)
                failed += 1
                continue
        else:
            # the map too: `diff` and `traceback` read the committed maps
            for path, text in output_files(outcome, output):
                if not path.exists() or path.read_text(encoding="utf-8") != text:
                    print(
                        f"stale: {path.relative_to(project.root)} differs from a fresh build",
                        file=sys.stderr,
                    )
                    stale += 1
    print_report(results)
    # the stale files are named above the report: the last line says there are some
    stale_text = f", {stale} stale files in dist (named above)" if stale else ""
    print(
        f"{len(results)} built, {failed} failed{stale_text} in"
        f" {(time.perf_counter() - start) * 1000:.0f} ms"
    )
    return 1 if failed or stale else 0


def selected_arenas(project: Project, requested: list[str]) -> list[str]:
    """The arenas asked for (all by default), or a ConfigError saying what is wrong."""
    if not project.arenas:
        where = project.pyproject or f"{project.root} (no pyproject.toml)"
        raise ConfigError(
            f"{where}: no arenas; add [tool.arena-bundler.arenas.NAME]"
            " (`arena-bundler init ARENA` writes one)"
        )
    unknown = [name for name in requested if name not in project.arenas]
    if unknown:
        raise ConfigError(
            f"unknown arena(s) {', '.join(unknown)}; known: {', '.join(project.arenas)}"
        )
    return requested or list(project.arenas)


def entry_module(entry: str, root: Path | None) -> tuple[Path, str]:
    """(source root, dotted module) of a script path (its folder is the root unless
    given) or of a dotted module under `root` (default: the current folder)."""
    path = Path(entry)
    if path.suffix == ".py":
        root = (root or path.parent).resolve()
        try:
            relative = path.resolve().relative_to(root).with_suffix("")
        except ValueError:
            raise BundleError(f"{entry} is not under the source root {root}") from None
        return root, ".".join(relative.parts)
    root = (root or Path.cwd()).resolve()
    folder = root.joinpath(*entry.split("."))
    if folder.is_dir():  # `python -m pkg` runs the package's `__main__`
        if not (folder / "__main__.py").is_file():
            raise BundleError(
                f"no module named {entry}.__main__: {entry!r} is a package and cannot"
                " be run directly"
            )
        return root, f"{entry}.__main__"
    return root, entry


def arena_entry(project: Project, arena: Arena) -> tuple[Path, str]:
    """(source root, entry module) of an arena, its `entry` read as `bundle` reads its
    argument: a script path relative to the project root, or a dotted module under it.
    One that does not exist is a configuration error naming the key and a likely fix."""
    where = f"{project.pyproject}: tool.{TABLE}.arenas.{arena.name}.entry"
    if arena.entry.endswith(".py"):
        script = project.root / arena.entry
        if not script.is_file():
            raise ConfigError(
                f"{where}: no script {script}{_did_you_mean(project.root, arena.entry)}"
            )
        return entry_module(str(script), None)
    if entry_source(project.root, arena.entry) is None:
        raise ConfigError(
            f"{where}: module {arena.entry!r} not found under {project.root}"
            + _did_you_mean(project.root, arena.entry)
        )
    return project.root, arena.entry


def _did_you_mean(root: Path, entry: str) -> str:
    """`; did you mean "sources.mybot.__main__"?` when the entry names a module that
    exists deeper in the project (a bot scaffolded by `new` lives in sources/)."""
    if entry.endswith(".py"):
        wanted = Path(entry).parts
    else:
        wanted = tuple(entry.split("."))
        wanted = wanted[:-1] + (wanted[-1] + ".py",)
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = [
            name
            for name in subfolders
            if not name.startswith(".") and name not in _NOT_SOURCES
        ]
        path = Path(folder, *wanted)
        if path.is_file():
            relative = path.relative_to(root)
            module = ".".join(relative.with_suffix("").parts)
            suggestion = relative.as_posix() if entry.endswith(".py") else module
            return f"; did you mean {json.dumps(suggestion)}?"
    return ""


def arena_spec(
    project: Project,
    name: str,
    pretty: bool = False,
    guard_passes: bool = False,
    keep_names: bool = False,
    pack: bool = False,
) -> BuildSpec:
    arena = project.arenas[name]
    root, entry = arena_entry(project, arena)
    return BuildSpec(
        name=name,
        root=root,
        entry=entry,
        template=arena.template,
        size_limit=arena.size_limit,
        options=Options(
            pretty=pretty,
            lossy=arena.lossy,
            keep_names=keep_names or arena.keep_names,
            keep_asserts=arena.keep_asserts,
            guard_passes=guard_passes,
            pack=pack or arena.pack,
        ),
    )


def build_all(
    specs: list[BuildSpec], previous: list[Path] | None = None
) -> list[BuildResult | str]:
    """Each arena's result or error; arenas are independent: built on all cores.
    `previous`: each arena's last output, whose size says roughly how long its build
    takes: the longest are started first, so that the last build to end is a short one.
    """
    sizes = [_size(path) for path in previous] if previous else [0] * len(specs)
    order = sorted(range(len(specs)), key=lambda index: -sizes[index])
    with ProcessPoolExecutor(max_workers=min(len(specs), os.cpu_count() or 1)) as pool:
        outcomes = list(pool.map(_build_or_error, [specs[index] for index in order]))
    in_order: list[BuildResult | str] = [""] * len(specs)
    for index, outcome in zip(order, outcomes):
        in_order[index] = outcome
    return in_order


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _build_or_error(spec: BuildSpec) -> BuildResult | str:
    try:
        return build(spec)
    except BundleError as error:
        return str(error)


REASONS_SHOWN = 5  # the report's lines of why a program is not flat


def print_report(results: list[BuildResult]) -> None:
    rows = [
        (
            "arena",
            "layout",
            "modules",
            "source chars",
            "bundle chars",
            "ratio",
            "% limit",
            "build ms",
        )
    ]
    for result in results:
        rows.append(
            (
                result.spec.name,
                result.layout,
                str(len(result.modules)),
                f"{result.source_characters:,}",
                f"{result.characters:,}",
                f"{result.characters / max(result.source_characters, 1):.2f}",
                f"{result.percent_of_limit:.1f}%",
                f"{result.milliseconds:.0f}",
            )
        )
    _print_table(rows)
    for result in results:
        if result.packed is not None:
            plain = utf16_length(result.packed.plain)
            print(
                f"{result.spec.name}: packed with {result.packed.codec}:"
                f" {result.characters:,} of {plain:,} plain characters"
                f" ({result.characters / plain:.1%})"
            )
        shown = result.layout_reasons[:REASONS_SHOWN]
        for reason in shown:
            print(f"{result.spec.name}: modules layout: {reason}")
        if len(result.layout_reasons) > len(shown):
            more = len(result.layout_reasons) - len(shown)
            print(f"{result.spec.name}: modules layout: ... and {more} more")
    tables = [
        (
            "arena",
            "table",
            "entries",
            "literal chars",
            "emitted chars",
            "encoding",
            "bits/char",
            "decode µs",
        )
    ]
    for result in results:
        for table in result.tables:
            tables.append(
                (
                    result.spec.name,
                    table.name,
                    str(table.entries),
                    f"{table.literal_chars:,}",
                    f"{table.emitted_chars:,}",
                    table.encoding,
                    (
                        "-"
                        if table.bits_per_character is None
                        else f"{table.bits_per_character:.2f}"
                    ),
                    f"{table.decode_microseconds:.0f}",
                )
            )
    if len(tables) > 1:
        print()
        _print_table(tables)


def _print_table(rows: list[tuple[str, ...]]) -> None:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        print(
            "  ".join(
                cell.rjust(width) if i else cell.ljust(width)
                for i, (cell, width) in enumerate(zip(row, widths))
            )
        )

"""`build [ARENA ...]`: bundle, verify and write arenas from the registry to dist/."""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from ..core.errors import BundleError
from ..core.pipeline import BuildResult, BuildSpec, build, write
from ..config import load_project


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
        help="keep every def and class name (__name__, reprs); rename the rest",
    )
    parser.add_argument(
        "--guard-passes",
        action="store_true",
        help="compile after every minify pass (slower; names a pass that breaks a program)",
    )


def run(args: argparse.Namespace) -> int:
    project = load_project()
    arenas = project.arenas
    if not arenas:
        where = project.pyproject or f"{project.root} (no pyproject.toml)"
        print(
            f"error: {where}: no arenas; add [tool.arena-bundler.arenas.NAME]"
            " (`arena-bundler init ARENA` writes one)",
            file=sys.stderr,
        )
        return 2
    unknown = [name for name in args.arenas if name not in arenas]
    if unknown:
        print(
            f"error: unknown arena(s) {', '.join(unknown)}; known: {', '.join(arenas)}",
            file=sys.stderr,
        )
        return 2
    start = time.perf_counter()
    names = args.arenas or list(arenas)
    specs = [
        BuildSpec(
            name=name,
            root=project.root,
            entry=arenas[name].entry,
            template=arenas[name].template,
            size_limit=arenas[name].size_limit,
            remove_asserts=not arenas[name].keep_asserts,
            pretty=args.pretty,
            guard_passes=args.guard_passes,
            keep_names=args.keep_names or arenas[name].keep_names,
        )
        for name in names
    ]
    # Arenas are independent: build them on all cores (results come back in order).
    with ProcessPoolExecutor(max_workers=min(len(specs), os.cpu_count() or 1)) as pool:
        outcomes = list(pool.map(_build_or_error, specs))
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
        elif not output.exists() or output.read_text(encoding="utf-8") != outcome.text:
            print(
                f"stale: {output.relative_to(project.root)} differs from a fresh build",
                file=sys.stderr,
            )
            stale += 1
    print_report(results)
    print(
        f"{len(results)} built, {failed} failed in {(time.perf_counter() - start) * 1000:.0f} ms"
    )
    return 1 if failed or stale else 0


def _build_or_error(spec: BuildSpec) -> BuildResult | str:
    try:
        return build(spec)
    except BundleError as error:
        return str(error)


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
        if result.layout_reason:
            print(f"{result.spec.name}: modules layout: {result.layout_reason}")
    tables = [
        (
            "arena",
            "table",
            "entries",
            "literal chars",
            "emitted chars",
            "encoding",
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

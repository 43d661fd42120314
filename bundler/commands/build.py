"""`build [ARENA ...]`: bundle, verify and write arenas from the registry to dist/."""

from __future__ import annotations

import argparse
import sys
import time

from ..errors import BundleError
from ..pipeline import BuildResult, BuildSpec, build, write
from ..registry import PROJECT_ROOT, load_arenas


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


def run(args: argparse.Namespace) -> int:
    arenas = load_arenas()
    unknown = [name for name in args.arenas if name not in arenas]
    if unknown:
        print(
            f"error: unknown arena(s) {', '.join(unknown)}; known: {', '.join(arenas)}",
            file=sys.stderr,
        )
        return 2
    start = time.perf_counter()
    results: list[BuildResult] = []
    failed = stale = 0
    for name in args.arenas or arenas:
        arena = arenas[name]
        spec = BuildSpec(
            name=name,
            root=PROJECT_ROOT,
            entry=arena.entry,
            template=arena.template,
            size_limit=arena.size_limit,
            remove_asserts=not arena.keep_asserts,
            pretty=args.pretty,
        )
        try:
            result = build(spec)
        except BundleError as error:
            print(f"error: {name}: {error}", file=sys.stderr)
            failed += 1
            continue
        results.append(result)
        for warning in result.warnings:
            print(f"warning: {warning}", file=sys.stderr)
        if args.check:
            current = (
                arena.output.read_text(encoding="utf-8")
                if arena.output.exists()
                else None
            )
            if current != result.text:
                print(
                    f"stale: {arena.output.relative_to(PROJECT_ROOT)} differs from a fresh build",
                    file=sys.stderr,
                )
                stale += 1
        else:
            write(result, arena.output)
    print_report(results)
    print(
        f"{len(results)} built, {failed} failed in {(time.perf_counter() - start) * 1000:.0f} ms"
    )
    return 1 if failed or stale else 0


def print_report(results: list[BuildResult]) -> None:
    rows = [
        (
            "arena",
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
                str(len(result.modules)),
                f"{result.source_characters:,}",
                f"{result.characters:,}",
                f"{result.characters / result.source_characters:.2f}",
                f"{result.percent_of_limit:.1f}%",
                f"{result.milliseconds:.0f}",
            )
        )
    _print_table(rows)
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

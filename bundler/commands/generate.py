"""`python -m bundler generate [ARENA ...] [-o PATH] [--check]`: write (or check) the typed
protocol readers generated from the arenas' descriptions (each table's `stub`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..codegen import (
    CodegenError,
    StubError,
    default_reader_path,
    generated_files,
    reader_source,
    regenerate,
)
from ..config import ConfigError, load_project


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "arenas", nargs="*", metavar="ARENA", help="arenas (default: all)"
    )
    parser.add_argument(
        "-o",
        "--output",
        type=Path,
        help="write here instead of sources/readers/<arena>.py",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; fail if a generated file under sources/ is out of date",
    )


def run(args: argparse.Namespace) -> int:
    try:
        project = load_project()
        root = project.root
        if args.check:
            return check(args.arenas, root)
        names = args.arenas or sorted(project.arenas)
        if args.output and len(names) != 1:
            print("error: -o: needs exactly one ARENA", file=sys.stderr)
            return 2
        for name in names:
            output = (args.output or default_reader_path(name, root)).resolve()
            text = reader_source(name, output, root)
            output.parent.mkdir(parents=True, exist_ok=True)
            write_if_changed(output, text)
            print(f"generated {shown(output, root)}")
    except (CodegenError, StubError, ConfigError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


def write_if_changed(path: Path, text: str) -> None:
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def check(arenas: list[str], root: Path) -> int:
    """Compare every generated file (or those of `arenas`) with a fresh generation."""
    stale = []
    paths = (
        [default_reader_path(a, root) for a in arenas]
        if arenas
        else generated_files(root)
    )
    for path in paths:
        expected = regenerate(path, root) if path.exists() else None
        if expected is None or path.read_text(encoding="utf-8") != expected:
            stale.append(shown(path, root))
    for name in stale:
        print(
            f"out of date: {name} (rerun the command in its first line)",
            file=sys.stderr,
        )
    return 1 if stale else 0


def shown(path: Path, root: Path) -> str:
    return (path.relative_to(root) if path.is_relative_to(root) else path).as_posix()

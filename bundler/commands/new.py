"""`python -m bundler new ARENA NAME`: scaffold sources/NAME/ (generated reader, a strategy
answering the first legal action, a protocol loop) and tests/NAME/test_replay.py."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..codegen import CodegenError, StubError
from ..codegen.scaffold import scaffold
from ..config import ConfigError, load_project


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("arena", help="arena name from the registry (see `list`)")
    parser.add_argument("name", help="the new package: sources/NAME/ and tests/NAME/")
    parser.add_argument(
        "--root",
        type=Path,
        help="project root (default: the folder of the nearest pyproject.toml)",
    )


def run(args: argparse.Namespace) -> int:
    try:
        root = load_project(args.root).root
        paths = scaffold(args.arena, args.name, root)
    except (CodegenError, StubError, ConfigError) as error:
        print(f"new: {error}", file=sys.stderr)
        return 1
    for path in paths:
        print(f"created {path.relative_to(root).as_posix()}")
    print(f"run it: python -m sources.{args.name}; test it: pytest tests/{args.name}")
    return 0

"""`traceback ARENA|MAPFILE`: rewrite a traceback pasted on stdin (with bundle line numbers,
as CodinGame shows them) into source file:line locations, and renamed module-level names
(in frames and in the error's message) into the names the sources spell.

Two kinds of frames: the bundle's own lines (`lines` in the map), and, in the modules
layout, an embedded module's (`File "pkg/mod.py"`, with `modules[file]` in the map)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..arena.crashes import rewrite
from ..config import load_project


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "bundle", help="an arena name, or the path of a bundle's .map file"
    )


def map_path(name: str) -> Path:
    arenas = load_project().arenas
    return Path(f"{arenas[name].output}.map") if name in arenas else Path(name)


def run(args: argparse.Namespace) -> int:
    path = map_path(args.bundle)
    if not path.is_file():
        print(f"error: no source map at {path}", file=sys.stderr)
        return 1
    sys.stdout.write(rewrite(sys.stdin.read(), json.loads(path.read_text())))
    return 0

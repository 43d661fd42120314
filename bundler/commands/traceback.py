"""`traceback ARENA|MAPFILE`: rewrite a traceback pasted on stdin (with bundle line numbers,
as CodinGame shows them) into source file:line locations."""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from ..registry import load_arenas

FRAME = re.compile(r'File "([^"]*)", line (\d+)')


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "bundle", help="an arena name, or the path of a bundle's .map file"
    )


def map_path(name: str) -> Path:
    arenas = load_arenas()
    return Path(f"{arenas[name].output}.map") if name in arenas else Path(name)


def rewrite(text: str, source_map: dict) -> str:
    files, lines = source_map["files"], source_map["lines"]

    def replace(match: re.Match[str]) -> str:
        line = int(match.group(2))
        entry = lines[line - 1] if 0 < line <= len(lines) else None
        if entry is None:
            return match.group(0)
        return f'File "{files[entry[0]]}", line {entry[1]} [bundle line {line}]'

    return FRAME.sub(replace, text)


def run(args: argparse.Namespace) -> int:
    path = map_path(args.bundle)
    if not path.is_file():
        print(f"error: no source map at {path}", file=sys.stderr)
        return 1
    sys.stdout.write(rewrite(sys.stdin.read(), json.loads(path.read_text())))
    return 0

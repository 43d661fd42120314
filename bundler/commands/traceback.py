"""`traceback ARENA|MAPFILE`: rewrite a traceback pasted on stdin (with bundle line numbers,
as CodinGame shows them) into source file:line locations, and renamed module-level names
(in frames and in the error's message) into the names the sources spell.

Two kinds of frames: the bundle's own lines (`lines` in the map), and, in the modules
layout, an embedded module's (`File "pkg/mod.py"`, with `modules[file]` in the map)."""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from ..config import load_project

FRAME = re.compile(r'File "([^"]*)", line (\d+)')


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "bundle", help="an arena name, or the path of a bundle's .map file"
    )


def map_path(name: str) -> Path:
    arenas = load_project().arenas
    return Path(f"{arenas[name].output}.map") if name in arenas else Path(name)


FUNCTION = re.compile(r"(, in )(\w+)$", re.MULTILINE)
QUOTED = re.compile(r"'(\w+)'")


def rewrite(text: str, source_map: dict) -> str:
    files, lines = source_map["files"], source_map["lines"]
    modules = source_map.get("modules", {})
    names = source_map.get("names", {})

    def replace(match: re.Match[str]) -> str:
        file, line = match.group(1), int(match.group(2))
        if file in modules:
            origins = modules[file]
            source_line = origins[line - 1] if 0 < line <= len(origins) else 0
            if not source_line:
                return match.group(0)
            return f'File "{file}", line {source_line} [embedded line {line}]'
        entry = lines[line - 1] if 0 < line <= len(lines) else None
        if entry is None:
            return match.group(0)
        return f'File "{files[entry[0]]}", line {entry[1]} [bundle line {line}]'

    def source_name(match: re.Match[str]) -> str:
        name = match.group(match.lastindex)
        if name not in names:
            return match.group(0)
        return match.group(0).replace(name, names[name].rpartition(".")[2])

    text = FRAME.sub(replace, text)
    text = FUNCTION.sub(source_name, text)
    return "\n".join(
        QUOTED.sub(source_name, line) if not line.startswith(" ") else line
        for line in text.split("\n")
    )


def run(args: argparse.Namespace) -> int:
    path = map_path(args.bundle)
    if not path.is_file():
        print(f"error: no source map at {path}", file=sys.stderr)
        return 1
    sys.stdout.write(rewrite(sys.stdin.read(), json.loads(path.read_text())))
    return 0

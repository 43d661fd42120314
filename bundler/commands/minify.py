"""`minify FILE -o OUT`: minify one module with the bundle's passes (library mode by default)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..errors import BundleError
from ..minify import MinifyError, MinifyOptions, minify_source
from ..resolve import read_source


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help="the module to minify")
    parser.add_argument(
        "-o", "--output", type=Path, help="where to write (default: stdout)"
    )
    parser.add_argument(
        "--mode",
        choices=["program", "library"],
        default="library",
        help="library keeps public names, signatures and docstrings (default); "
        "program treats the file as a whole program",
    )
    parser.add_argument(
        "--remove-asserts", action="store_true", help="drop assert statements"
    )
    parser.add_argument(
        "--pretty",
        action="store_true",
        help="no renaming or compaction; format with black",
    )
    parser.add_argument(
        "--keep",
        action="append",
        default=[],
        metavar="NAME",
        help="a module-level name never to rename (repeatable)",
    )
    parser.add_argument(
        "--size-limit",
        type=int,
        help="fail when the output exceeds this many characters (UTF-16 code units)",
    )


def utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def run(args: argparse.Namespace) -> int:
    try:
        source = read_source(args.file)
    except BundleError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    options = MinifyOptions(
        mode=args.mode,
        remove_asserts=args.remove_asserts,
        pretty=args.pretty,
        keep_names=frozenset(args.keep),
    )
    try:
        text = minify_source(source, options).text
    except SyntaxError as error:
        print(f"error: {args.file}:{error.lineno}: {error.msg}", file=sys.stderr)
        return 1
    except MinifyError as error:
        print(f"error: {args.file}: {error}", file=sys.stderr)
        return 1
    size = utf16_length(text)
    if args.size_limit is not None and size > args.size_limit:
        print(
            f"error: {args.file}: minified size {size} exceeds the limit {args.size_limit}",
            file=sys.stderr,
        )
        return 1
    if args.output is None:
        sys.stdout.write(text)
    else:
        temporary = args.output.with_name(args.output.name + ".tmp")
        temporary.write_text(text, encoding="utf-8")
        temporary.replace(args.output)
    percent = f" ({100 * size / len(source):.1f}% of the input)" if source else ""
    print(f"{args.file}: {len(source)} -> {size} characters{percent}", file=sys.stderr)
    return 0

"""`minify FILE -o OUT`: minify one module with the bundle's passes (library mode by default)."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

from ..core.errors import BundleError
from ..core.minify import (
    DEEP_TREE_RECURSION_LIMIT,
    MinifyError,
    MinifyOptions,
    minify_tree,
)
from ..core.observation import Channel, ScannedModule, observe
from ..core.options import Options
from ..core.pipeline import minify_options, write_files
from ..core.resolve import parse_source, read_source
from ..core.verify import utf16_length


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
        "--pretty",
        action="store_true",
        help="no renaming or compaction; format with black",
    )
    parser.add_argument(
        "--lossy",
        action="store_true",
        help="rename defs, classes and parameters and drop docstrings and asserts even"
        " where the module can observe them",
    )
    parser.add_argument(
        "--keep-asserts", action="store_true", help="with --lossy: keep asserts"
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


def run(args: argparse.Namespace) -> int:
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, DEEP_TREE_RECURSION_LIMIT))
    try:
        source = read_source(args.file)
        tree = parse_source(source, args.file)
        # what the module can observe decides what may change, as for a bundle
        observations = observe([ScannedModule("__main__", str(args.file), tree, True)])
        lines = observations.of(Channel.LINES)
        if args.mode == "program" and lines and not args.lossy:
            # a whole program's output counts; minifying moves every line
            raise BundleError(
                f"{lines[0].where}: {lines[0].construct}: the program reads its own"
                " source lines, which minifying changes (--lossy minifies anyway)"
            )
        options = dataclasses.replace(
            minify_options(
                Options(
                    pretty=args.pretty,
                    lossy=args.lossy,
                    keep_asserts=args.keep_asserts,
                ),
                observations,
            ),
            mode=args.mode,
            fixed_names=frozenset(args.keep),
        )
        text = minify_tree(tree, options).text
        size = utf16_length(text)
        if args.size_limit is not None and size > args.size_limit:
            raise BundleError(
                f"{args.file}: minified size {size} exceeds the limit {args.size_limit}"
            )
        if args.output is not None:
            if args.output.exists() and args.output.samefile(args.file):
                raise BundleError(
                    f"{args.output}: the output would overwrite the input"
                )
            write_files(args.output, [(args.output, text)])
    except BundleError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    except MinifyError as error:
        print(f"error: {args.file}: {error}", file=sys.stderr)
        return 1
    except (RecursionError, MemoryError):
        print(f"error: {args.file}: nested too deeply to minify", file=sys.stderr)
        return 1
    finally:
        sys.setrecursionlimit(limit)
    if args.output is None:
        sys.stdout.write(text)
    percent = f" ({100 * size / len(source):.1f}% of the input)" if source else ""
    print(f"{args.file}: {len(source)} -> {size} characters{percent}", file=sys.stderr)
    return 0

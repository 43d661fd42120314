"""`bundle ENTRY -o OUT`: bundle any entry module or script, with its imports found under a
source root (default: the entry's folder)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..core.errors import BundleError
from ..core.options import LAYOUTS, Options
from ..core.pipeline import BuildSpec, build, write
from .build import entry_module, print_report


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "entry", help="a script path (foo/bot.py) or a dotted module under --root"
    )
    parser.add_argument("-o", "--output", required=True, type=Path)
    parser.add_argument(
        "--root",
        type=Path,
        help="source root (default: the entry's folder, or . for a module)",
    )
    parser.add_argument("--size-limit", type=int, default=100_000)
    parser.add_argument("--pretty", action="store_true")
    parser.add_argument(
        "--lossy",
        action="store_true",
        help="rename defs, classes and parameters, drop docstrings and asserts even"
        " where the program can observe them (smaller; not faithful)",
    )
    parser.add_argument(
        "--keep-names",
        action="store_true",
        help="with --lossy: keep every def, class and parameter name",
    )
    parser.add_argument(
        "--keep-asserts", action="store_true", help="with --lossy: keep asserts"
    )
    parser.add_argument(
        "--layout",
        choices=LAYOUTS,
        default="auto",
        help="flat: one namespace (fails where that would change behaviour);"
        " modules: module objects at run time; auto (default): flat when faithful",
    )
    parser.add_argument(
        "--pack",
        action="store_true",
        help="carry the bundle compressed (base-32768 text a stub decodes and runs at"
        " start): for programs past the size limit",
    )
    parser.add_argument(
        "--template",
        type=Path,
        help="jinja2 template file (default: the packaged one; see templates/arena.py.j2)",
    )


def run(args: argparse.Namespace) -> int:
    try:
        root, module = entry_module(args.entry, args.root)
        spec = BuildSpec(
            name=args.output.stem,
            root=root,
            entry=module,
            template=args.template,
            size_limit=args.size_limit,
            options=Options(
                layout=args.layout,
                pretty=args.pretty,
                lossy=args.lossy,
                keep_names=args.keep_names,
                keep_asserts=args.keep_asserts,
                pack=args.pack,
            ),
        )
        check_output(args.output, result_sources=None, entry=Path(args.entry))
        result = build(spec)
        check_output(args.output, result.source_paths, Path(args.entry))
        write(result, args.output)
    except BundleError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    for warning in result.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    print_report([result])
    return 0


def check_output(
    output: Path, result_sources: tuple[Path, ...] | None, entry: Path
) -> None:
    """The output must be a file path that is no source of the program."""
    if output.is_dir():
        raise BundleError(f"{output}: the output is a directory")
    sources = result_sources or (entry,)
    if output.exists() and any(output.samefile(s) for s in sources if s.exists()):
        raise BundleError(f"{output}: the output would overwrite a source file")

"""`bundle ENTRY -o OUT`: bundle any entry module or script, with its imports found under a
source root (default: the entry's folder)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..errors import BundleError
from ..pipeline import BuildSpec, build, write
from .build import print_report


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
    parser.add_argument("--keep-asserts", action="store_true")
    parser.add_argument("--pretty", action="store_true")
    parser.add_argument("--template", default="default.py.j2")


def entry_module(entry: str, root: Path | None) -> tuple[Path, str]:
    path = Path(entry)
    if path.suffix == ".py":
        root = (root or path.parent).resolve()
        try:
            relative = path.resolve().relative_to(root).with_suffix("")
        except ValueError:
            raise BundleError(f"{entry} is not under the source root {root}") from None
        return root, ".".join(relative.parts)
    return (root or Path.cwd()).resolve(), entry


def run(args: argparse.Namespace) -> int:
    try:
        root, module = entry_module(args.entry, args.root)
        spec = BuildSpec(
            name=args.output.stem,
            root=root,
            entry=module,
            template=args.template,
            size_limit=args.size_limit,
            remove_asserts=not args.keep_asserts,
            pretty=args.pretty,
        )
        result = build(spec)
    except BundleError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    write(result, args.output)
    print_report([result])
    return 0

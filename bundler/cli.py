"""`python -m bundler` / `arena-bundler`: one subcommand per module, each with
`add_arguments(parser)` and `run(args) -> int`."""

from __future__ import annotations

import argparse
import sys
from importlib import import_module

SUBCOMMANDS = {
    "list": ("bundler.commands.list_arenas", "print the arena registry"),
    "build": ("bundler.commands.build", "bundle, verify and write arenas to dist/"),
    "bundle": ("bundler.commands.bundle", "bundle any entry module or script"),
    "minify": ("bundler.commands.minify", "minify one module (library mode by default)"),
    "traceback": ("bundler.commands.traceback", "map a bundle traceback to source lines"),
    "play": ("bundler.play", "play bots against each other on a local referee"),
    "replay": ("bundler.replay", "replay recorded transcripts against a bot"),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="arena-bundler", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        module = import_module(module_name)
        module.add_arguments(commands.add_parser(name, help=help_text))
    args = parser.parse_args(argv)
    return import_module(SUBCOMMANDS[args.command][0]).run(args)


if __name__ == "__main__":
    sys.exit(main())

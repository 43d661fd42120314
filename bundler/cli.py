"""`python -m bundler` / `arena-bundler`: one subcommand per module of `bundler.commands`,
each with `add_arguments(parser)` and `run(args) -> int`; every error a user can cause is
one `error:` line naming the file or the argument."""

from __future__ import annotations

import argparse
import os
import sys
from importlib import import_module

from .core.digits import lifted

DESCRIPTION = """\
Bundle a multi-module Python game bot into one verified file per arena, and play, replay
and watch its games on local referees."""
EPILOG = """\
a first bot: `init ARENA`, `new ARENA NAME`, `build`, then `play` and `view`.
`arena-bundler COMMAND --help` lists one command's options."""
SUBCOMMANDS = {
    "init": (
        "bundler.commands.init",
        "add an arena's table to the project's pyproject",
    ),
    "list": ("bundler.commands.list_arenas", "print the project's arenas"),
    "build": ("bundler.commands.build", "bundle, verify and write arenas to dist/"),
    "bundle": ("bundler.commands.bundle", "bundle any entry module or script"),
    "minify": (
        "bundler.commands.minify",
        "minify one module (library mode by default)",
    ),
    "diff": (
        "bundler.commands.diff",
        "what changed between two builds, by source definition",
    ),
    "traceback": (
        "bundler.commands.traceback",
        "map a bundle traceback to source lines",
    ),
    "generate": ("bundler.commands.generate", "generate an arena's protocol reader"),
    "new": ("bundler.commands.new", "scaffold a new bot package for an arena"),
    "play": (
        "bundler.commands.play",
        "play bots against each other on a local referee",
    ),
    "replay": ("bundler.commands.replay", "replay recorded transcripts against a bot"),
    "record": (
        "bundler.commands.record",
        "record an arena's golden transcripts against its baselines",
    ),
    "view": ("bundler.commands.view", "write an HTML page to step through a game"),
    "tune": (
        "bundler.commands.tune",
        "tune a bot's marked parameters by SPSA, locally or on a cluster",
    ),
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(
        prog="arena-bundler",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = parser.add_subparsers(dest="command", required=True)
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        subparser = commands.add_parser(name, help=help_text)
        # Only the chosen subcommand's module is imported: startup stays fast and one
        # subcommand's heavy imports (black, python-chess) never slow down another.
        if argv and argv[0] == name:
            import_module(module_name).add_arguments(subparser)
    args = parser.parse_args(argv)
    from .arena.referees import RefereeError
    from .config import ConfigError, UsageError

    try:
        # integers of any size in the tool's own work; the program's own behaviour is
        # judged under the interpreter's limit (core/digits.py)
        with lifted():
            return import_module(SUBCOMMANDS[args.command][0]).run(args)
    except (ConfigError, RefereeError, UsageError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except OSError as error:  # a file named on the command line or in the pyproject
        where = error.filename or args.command
        print(f"error: {where}: {error.strerror or error}", file=sys.stderr)
        return 2
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as error:  # a bug of ours: one line, the traceback on request
        if os.environ.get("ARENA_BUNDLER_DEBUG"):
            raise
        print(
            f"error: internal error ({type(error).__name__}: {error}); please report it"
            " (ARENA_BUNDLER_DEBUG=1 shows the traceback)",
            file=sys.stderr,
        )
        return 70


if __name__ == "__main__":
    sys.exit(main())

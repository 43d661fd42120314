import argparse
import shlex
import sys

from notes import commands

parser = argparse.ArgumentParser(prog="notes")
sub = parser.add_subparsers(dest="command", required=True)
p = sub.add_parser("add")
p.add_argument("text", nargs="+")
p.set_defaults(func=commands.add)
p = sub.add_parser("show")
p.add_argument("--limit", type=int, default=0)
p.set_defaults(func=commands.show)
p = sub.add_parser("remove")
p.add_argument("index", type=int)
p.set_defaults(func=commands.remove)

for line in sys.stdin:
    try:
        args = parser.parse_args(shlex.split(line))
    except SystemExit as exit:
        print("bad command, status", exit.code)
        continue
    print(args.func(args))

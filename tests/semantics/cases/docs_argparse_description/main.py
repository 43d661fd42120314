import sys

from todo.cli import build_parser

parser = build_parser()
for line in sys.stdin:
    args = parser.parse_args(line.split())
    print(args.func(args))

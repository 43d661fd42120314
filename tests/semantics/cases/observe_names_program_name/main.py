import os
import sys

from tool import cli

parser = cli.make_parser()
parser.print_help()
print(parser.prog)
print(cli.legacy_usage())
print(os.path.basename(sys.argv[0]), len(sys.argv), sys.argv[1:])

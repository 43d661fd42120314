"""todo - keep a short list of things to do.

Commands are read from the command line; the list is printed after each one.
"""
import argparse


def add(args):
    """Add an item to the list."""
    return f"added {' '.join(args.words)}"


def done(args):
    """Mark item N as done."""
    return f"done {args.n}"


def build_parser():
    parser = argparse.ArgumentParser(
        prog="todo", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--verbose", action="store_true", help="say more")
    sub = parser.add_subparsers(dest="command")
    for func in (add, done):
        command = sub.add_parser(func.__name__, help=func.__doc__)
        command.set_defaults(func=func)
    sub.choices["add"].add_argument("words", nargs="+")
    sub.choices["done"].add_argument("n", type=int)
    return parser

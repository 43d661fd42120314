import argparse
import optparse


def make_parser():
    parser = argparse.ArgumentParser(description="Count things.")
    parser.add_argument("paths", nargs="*", help="files to count")
    parser.add_argument("--verbose", action="store_true")
    return parser


def legacy_usage():
    parser = optparse.OptionParser(usage="%prog [options] FILE")
    return parser.get_usage().strip()

import argparse
import sys

if sys.stdin.read().strip() == "go":
    print(argparse.ArgumentParser(prog="p", description="d").format_help())

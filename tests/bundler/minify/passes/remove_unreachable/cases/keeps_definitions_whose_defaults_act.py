# fmt: off
import sys

HEADER = lambda line=sys.stdin.readline(): line
NESTED = lambda: lambda first=print("evaluated"): first
PLAIN = lambda x=1, *, y=(2, 3): x


def reads(stream=sys.stdin.readline()):
    return stream


print(repr(sys.stdin.readline()))
# output
import sys
HEADER = lambda line=sys.stdin.readline(): line


def reads(stream=sys.stdin.readline()):
    return stream


print(repr(sys.stdin.readline()))

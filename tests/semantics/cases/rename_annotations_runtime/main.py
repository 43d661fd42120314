import sys
import typing

from schema import Turn, read_record


class Header:
    width: int
    height: int
    name: str


def convert(line: str, scale: float = 1.0) -> float:
    return float(line) * scale


header = read_record(Header, sys.stdin.readline())
print(vars(header))
for _ in range(2):
    turn = read_record(Turn, sys.stdin.readline())
    print(vars(turn))
print(list(Header.__annotations__), convert.__annotations__)
print(typing.get_type_hints(convert))
print(sorted(typing.get_type_hints(Turn)))

import typing
from dataclasses import dataclass


@dataclass
class Config:
    name: str
    LIMIT: typing.ClassVar[int] = 5


EVALUATED = []


def note(kind):
    EVALUATED.append(kind)
    return kind


def describe(value: note("argument")) -> note("result"):
    return str(value)

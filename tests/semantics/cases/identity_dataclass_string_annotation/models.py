from dataclasses import dataclass, fields
from typing import ClassVar


@dataclass
class Node:
    value: "int"
    kind: "ClassVar[str]" = "node"
    parent: "Node | None" = None


class Later:
    size: "int"


def build():
    return dataclass(Later)


def names(cls):
    return [field.name for field in fields(cls)]

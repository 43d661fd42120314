from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Customer:
    name: str
    vip: bool = False


@dataclass
class Order:
    customer: Customer
    lines: list[Line] = field(default_factory=list)
    note: Optional[str] = None

    def add(self, line: Line) -> Order:
        self.lines.append(line)
        return self


@dataclass
class Line:
    sku: str
    qty: int

from dataclasses import dataclass
from decimal import Decimal
from enum import Enum


class Status(Enum):
    OPEN = "open"
    PAID = "paid"


@dataclass
class Invoice:
    number: int
    amount: Decimal
    status: Status
    tags: set

from dataclasses import dataclass


@dataclass
class Num:
    value: int


@dataclass
class Add:
    left: object
    right: object


@dataclass
class Neg:
    operand: object


@dataclass
class Pow:
    base: object
    exponent: object

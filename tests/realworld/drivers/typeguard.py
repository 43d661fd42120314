"""Driver: typeguard + typing_extensions (run-time type checking of annotated functions:
`@typechecked` recompiles the function's source with instrumentation (it reads the source
through `inspect`), `check_type` against generics, protocols, TypedDicts, Literal and unions,
and the error messages naming the argument)."""

import sys
from typing import (
    Any,
    Callable,
    Dict,
    Iterable,
    List,
    Literal,
    Optional,
    Protocol,
    Sequence,
    Tuple,
    TypedDict,
    TypeVar,
    Union,
)

from typeguard import (
    CollectionCheckStrategy,
    TypeCheckError,
    check_type,
    typechecked,
    suppress_type_checks,
)

T = TypeVar("T")


class Movie(TypedDict):
    title: str
    year: int


class Quacks(Protocol):
    def quack(self) -> str: ...


class Duck:
    def quack(self) -> str:
        return "quack"


class Stone:
    pass


CHECKS = [
    (5, int),
    ("5", int),
    (True, int),
    (1.5, float),
    (1, float),
    ([1, 2], List[int]),
    ([1, "x"], List[int]),
    ({"a": 1}, Dict[str, int]),
    ({1: "a"}, Dict[str, int]),
    ((1, "a"), Tuple[int, str]),
    ((1, 2, 3), Tuple[int, ...]),
    ((1,), Tuple[int, str]),
    (None, Optional[int]),
    ("x", Union[int, str]),
    (b"x", Union[int, str]),
    ("red", Literal["red", "green"]),
    ("blue", Literal["red", "green"]),
    ({"title": "x", "year": 1999}, Movie),
    ({"title": "x"}, Movie),
    (Duck(), Quacks),
    (Stone(), Quacks),
    (len, Callable[[Any], int]),
    ([1, 2], Sequence[int]),
    (iter([1]), Iterable[int]),
    (int, type),
]
for value, annotation in CHECKS:
    try:
        check_type(value, annotation)
        print("ok", repr(value)[:20], annotation)
    except TypeCheckError as error:
        print("TypeCheckError", repr(value)[:20], annotation, "|", error)
try:
    check_type(
        [1] * 3 + ["x"],
        List[int],
        collection_check_strategy=CollectionCheckStrategy.ALL_ITEMS,
    )
except TypeCheckError as error:
    print("all items", error)


@typechecked
def scale(
    values: List[float], factor: float = 2.0, *, label: Optional[str] = None
) -> List[float]:
    return [v * factor for v in values]


@typechecked
def bad_return(n: int) -> str:
    return n


@typechecked
class Account:
    def __init__(self, owner: str, balance: int = 0) -> None:
        self.owner = owner
        self.balance = balance

    def deposit(self, amount: int) -> int:
        self.balance += amount
        return self.balance

    @staticmethod
    def make(owner: str) -> "Account":
        return Account(owner)


print("scale", scale([1.0, 2]), scale([1], factor=3, label="x"))
for call in [
    lambda: scale(["x"]),
    lambda: scale([1.0], factor="2"),
    lambda: scale([1.0], label=5),
    lambda: bad_return(3),
    lambda: Account(5),
    lambda: Account("a").deposit("5"),
    lambda: Account.make(1),
]:
    try:
        print("no error", call())
    except TypeCheckError as error:
        print("TypeCheckError", error)
print("account", Account("ann").deposit(5), Account.make("bob").owner)
with suppress_type_checks():
    print("suppressed", bad_return(7))


@typechecked
def generator(n: int) -> Iterable[int]:
    yield from range(n)


print("generator", list(generator(3)))
print("names", scale.__name__, scale.__qualname__, Account.deposit.__name__)

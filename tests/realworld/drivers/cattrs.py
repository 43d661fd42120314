"""Driver: cattrs + attrs + typing_extensions (structuring and unstructuring attrs classes and
dataclasses by reading their fields and type annotations, hooks generated as Python source
and compiled with `eval`/linecache, unions, generics, tagged unions, renaming overrides).
"""

import dataclasses
import datetime as dt
import enum
from typing import (
    Dict,
    FrozenSet,
    Generic,
    List,
    Literal,
    Optional,
    Tuple,
    TypeVar,
    Union,
)

import attrs
import cattrs
from cattrs import Converter
from cattrs.errors import ClassValidationError, ForbiddenExtraKeysError
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn, override
from cattrs.strategies import configure_tagged_union, include_subclasses

T = TypeVar("T")


class Colour(enum.Enum):
    WHITE = "w"
    BLACK = "b"


@attrs.define
class Move:
    frm: str
    to: str
    promotion: Optional[str] = None


@attrs.define
class Player:
    name: str
    elo: int = 1200
    colour: Colour = Colour.WHITE
    tags: FrozenSet[int] = attrs.field(factory=frozenset)


@attrs.frozen
class Game:
    white: Player
    black: Player
    moves: List[Move]
    result: Literal["1-0", "0-1", "1/2-1/2"]
    scores: Dict[str, float]
    clock: Tuple[int, int]
    started: Optional[str] = None


@dataclasses.dataclass
class Point:
    x: int
    y: int = 0


@attrs.define
class Box(Generic[T]):
    item: T
    items: List[T]


converter = Converter()
raw = {
    "white": {"name": "ann", "elo": "1500", "colour": "w", "tags": [3, 1, 2]},
    "black": {"name": "bob"},
    "moves": [{"frm": "e2", "to": "e4"}, {"frm": "e7", "to": "e8", "promotion": "q"}],
    "result": "1-0",
    "scores": {"ann": "1", "bob": 0},
    "clock": ["300", 5],
}
game = converter.structure(raw, Game)
print("structured", game)
print("unstructured", converter.unstructure(game))
print(
    "dataclass",
    converter.structure({"x": "3"}, Point),
    converter.unstructure(Point(1, 2)),
)
print("generic", converter.structure({"item": "1", "items": [2, "3"]}, Box[int]))
print(
    "union",
    converter.structure(None, Optional[int]),
    converter.structure("x", Optional[str]),
)
print(
    "primitives",
    converter.structure("1.5", float),
    converter.structure(1, bool),
    converter.structure([1, 2], Tuple[int, ...]),
    converter.structure({"a": [1]}, Dict[str, List[str]]),
)
for bad, target in [
    ({"name": "x", "elo": "high"}, Player),
    (
        {
            "white": {},
            "black": {"name": "b"},
            "moves": [],
            "result": "draw",
            "scores": {},
            "clock": [1, 2],
        },
        Game,
    ),
]:
    try:
        converter.structure(bad, target)
    except ClassValidationError as error:
        print("ClassValidationError", target.__name__, cattrs.transform_error(error))
    except Exception as error:
        print(type(error).__name__, target.__name__, str(error)[:60])
converter.register_structure_hook(
    dt.date, lambda value, _: dt.date.fromisoformat(value)
)
converter.register_unstructure_hook(dt.date, lambda value: value.isoformat())
print(
    "custom hooks",
    converter.structure("2024-05-17", dt.date),
    converter.unstructure({"d": dt.date(2024, 1, 2)}, Dict[str, dt.date]),
)
renamed = Converter(forbid_extra_keys=True)
renamed.register_unstructure_hook(
    Move,
    make_dict_unstructure_fn(
        Move,
        renamed,
        frm=override(rename="from"),
        promotion=override(omit_if_default=True),
    ),
)
renamed.register_structure_hook(
    Move,
    make_dict_structure_fn(
        Move, renamed, frm=override(rename="from"), _cattrs_forbid_extra_keys=True
    ),
)
print(
    "rename",
    renamed.unstructure(Move("a1", "a2")),
    renamed.structure({"from": "b1", "to": "b2"}, Move),
)
try:
    renamed.structure({"from": "b1", "to": "b2", "extra": 1}, Move)
except (ForbiddenExtraKeysError, ClassValidationError) as error:
    print("extra keys", type(error).__name__)


@attrs.define
class Cat:
    lives: int = 9


@attrs.define
class Dog:
    good: bool = True


tagged = Converter()
configure_tagged_union(Union[Cat, Dog], tagged, tag_name="kind")
print(
    "tagged",
    tagged.unstructure(Dog(), Union[Cat, Dog]),
    tagged.structure({"kind": "Cat", "lives": 3}, Union[Cat, Dog]),
)


@attrs.define
class Shape:
    name: str


@attrs.define
class Circle(Shape):
    radius: float


subclasses = Converter()
include_subclasses(Shape, subclasses)
print(
    "subclasses",
    subclasses.structure({"name": "c", "radius": 2}, Shape),
    subclasses.unstructure(Circle("c", 1.0), Shape),
)
tuples = Converter(unstruct_strat=cattrs.UnstructureStrategy.AS_TUPLE)
print(
    "as tuple",
    tuples.unstructure(Player("eve", 1000)),
    tuples.structure(("fay", 1100, "b", [5]), Player),
)
try:
    print("version", cattrs.__name__, attrs.__version__)
except (
    ImportError
) as error:  # read from the distribution's metadata: none beside a vendored copy
    print("version", cattrs.__name__, type(error).__name__)
CASES = [
    ("7", int),
    (7, str),
    ("2.5", float),
    ([1, "2", 3.0], List[int]),
    ((1, 2), List[str]),
    ({"k": "1"}, Dict[str, int]),
    ([["a", 1], ["b", 2]], List[Tuple[str, int]]),
    ({1, 2}, FrozenSet[int]),  # not FrozenSet[str]: its repr would follow str hashing
    ("w", Colour),
    ("x", Colour),
    ({"frm": "a", "to": "b"}, Move),
    ([{"x": 1}, {"x": 2, "y": 3}], List[Point]),
    (None, Optional[Move]),
    ({"frm": "a"}, Move),
]
for value, target in CASES:
    try:
        print(
            "structure",
            repr(value),
            getattr(target, "__name__", str(target)),
            repr(converter.structure(value, target)),
        )
    except Exception as error:
        print(
            "structure",
            repr(value),
            getattr(target, "__name__", str(target)),
            type(error).__name__,
        )
for value in [
    Move("a", "b"),
    [Point(1, 2)],
    {"p": Player("z")},
    (Colour.BLACK, frozenset({5})),
    Box(1, [2]),
]:
    print("unstructure", repr(converter.unstructure(value)))

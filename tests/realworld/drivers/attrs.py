"""Driver: attrs (attr + attrs packages; methods generated with compile/exec, __getattr__ for metadata)."""

import attr
import attrs
from attrs import Factory, define, evolve, field, frozen, validators, converters


@define
class Point:
    x: int = 0
    y: int = 0

    def manhattan(self):
        return abs(self.x) + abs(self.y)


@define(order=True)
class Move:
    score: float
    uci: str = field(validator=validators.matches_re(r"[a-h][1-8][a-h][1-8][qrbn]?"))
    tags: list = Factory(list)


@frozen
class Square:
    file: int = field(
        validator=[validators.instance_of(int), validators.ge(0), validators.le(7)]
    )
    rank: int = field(converter=int)

    @property
    def name(self):
        return "abcdefgh"[self.file] + str(self.rank + 1)


@define(kw_only=True)
class Config:
    depth: int = field(default=4, validator=validators.in_(range(1, 20)))
    name: str | None = field(default=None, converter=converters.optional(str))
    weights: dict = field(factory=dict)
    verbose: bool = field(default="no", converter=converters.to_bool)
    nodes: int = field(default=None, converter=converters.default_if_none(1000))
    _secret: str = field(default="s", repr=False, alias="secret")
    cache: dict = field(init=False, factory=dict, eq=False)

    def __attrs_post_init__(self):
        self.cache["built"] = self.depth * 2

    @depth.validator
    def _check_depth(self, attribute, value):
        if value == 13:
            raise ValueError(f"{attribute.name} must not be unlucky")


@define
class Point3(Point):
    z: int = 0


p = Point(1, -2)
print("define", p, p.manhattan(), p == Point(1, -2), p != Point(2, 1))
print("slots", hasattr(p, "__dict__"), Point.__slots__)
try:
    p.w = 3
except AttributeError as exc:
    print("AttributeError", type(exc).__name__)
print("inherit", Point3(1, 2, 3), [f.name for f in attrs.fields(Point3)])
print("evolve", evolve(p, y=5), p)
m1, m2 = Move(0.5, "e2e4"), Move(0.25, "g1f3", ["book"])
print("order", sorted([m1, m2]), m1 > m2, max(m1, m2).uci)
try:
    Move(1.0, "zz")
except ValueError as exc:
    print("matches_re", exc.args[0])
sq = Square(4, "3")
print("frozen", sq, sq.name, hash(sq) == hash(Square(4, 3)), {sq: 1}[Square(4, 3)])
try:
    sq.file = 1
except attrs.exceptions.FrozenInstanceError as exc:
    print("FrozenInstanceError", type(exc).__name__, isinstance(exc, AttributeError))
try:
    Square(9, 0)
except ValueError as exc:
    print("le validator", exc.args[0])
try:
    Square("a", 0)
except TypeError as exc:
    print("instance_of", exc.args[0])
cfg = Config(depth=6, name=42, verbose="yes", nodes=None, secret="pw")
print("config", cfg, cfg.cache, cfg._secret)
print("converters", type(cfg.name).__name__, cfg.verbose, cfg.nodes)
try:
    Config(depth=13)
except ValueError as exc:
    print("decorator validator", exc)
try:
    Config(depth=0)
except ValueError as exc:
    print("in_ validator", exc.args[0])
try:
    Config(3)
except TypeError as exc:
    print("kw_only", type(exc).__name__)
other = Config()
other.cache["x"] = 1
print("eq ignores cache", Config() == other, other.cache)
print(
    "asdict", attrs.asdict(cfg), attrs.asdict(m2, filter=attrs.filters.exclude("tags"))
)
print("astuple", attrs.astuple(Point3(1, 2, 3)), attr.astuple(sq))
print("asdict recurse", attrs.asdict(Move(1.0, "a7a8q", [Point(1, 2)])))
print(
    "fields", [(a.name, a.type, a.default, a.kw_only) for a in attrs.fields(Config)][:3]
)
print("fields_dict", list(attrs.fields_dict(Move)), attrs.fields(Move).uci.name)
print("has", attrs.has(Point), attrs.has(object), attr.has(Square))
print("validate", attrs.validate(sq) is None)
with attr.validators.disabled():
    print("disabled validators", Square(99, 1).file)
print("run validators on", attr.validators.get_disabled() is False)

C = attrs.make_class(
    "C", {"a": field(default=1), "b": field(factory=lambda: [2])}, bases=(object,)
)
print("make_class", C(), C(a=5).b, C.__name__)
Cmp = attrs.make_class(
    "Cmp", {"v": field(eq=attrs.cmp_using(eq=lambda a, b: a.lower() == b.lower()))}
)
print("cmp_using", Cmp("Hi") == Cmp("hI"))


@attr.s(auto_attribs=True, str=True)
class Classic:
    a: int
    b: list = attr.ib(factory=list)
    c: str = attr.ib(default="c", on_setattr=attr.setters.convert, converter=str.upper)


cl = Classic(1)
cl.c = "changed"
print("classic", cl, attr.fields(Classic).b.default)


@attr.s(slots=True, hash=True)
class Legacy:
    x = attr.ib()
    y = attr.ib(
        validator=attr.validators.optional(attr.validators.instance_of(str)),
        default=None,
    )


print("legacy", Legacy(1), Legacy(2, "s"), hash(Legacy(1)) == hash(Legacy(1)))


@define(on_setattr=attrs.setters.validate)
class Guarded:
    n: int = field(validator=validators.gt(0))


g = Guarded(1)
try:
    g.n = -1
except ValueError as exc:
    print("on_setattr validate", exc.args[0])
print(
    "deep_iterable",
    validators.deep_iterable(validators.instance_of(int), validators.instance_of(list))(
        None, attrs.fields(Point).x, [1, 2]
    ),
)
props = attrs.inspect(Square)
print(
    "inspect",
    props.is_slotted,
    props.is_frozen,
    props.hashability,
    props.kw_only,
    props.added_match_args,
)
print("NOTHING", attr.NOTHING, repr(attrs.NOTHING), Point.__match_args__)
print("Attribute", type(attrs.fields(Point).x).__name__, attrs.fields(Point).x.eq)
print("resolve_types", attrs.resolve_types(Point) is Point)
try:
    print("version info type", type(attr.__version_info__).__name__)
except (
    ImportError
) as error:  # read from the distribution's metadata: none beside a vendored copy
    print("version info", type(error).__name__)
print("done")

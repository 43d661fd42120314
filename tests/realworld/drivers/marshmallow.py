"""Driver: marshmallow (schemas declared as classes gathered by a metaclass, fields registered
in a class registry by name for `fields.Nested("Name")`, hooks found by decorator tags,
validation errors collected per field)."""

import datetime as dt
import decimal
import enum
import uuid

from marshmallow import (
    EXCLUDE,
    INCLUDE,
    RAISE,
    Schema,
    ValidationError,
    fields,
    post_dump,
    post_load,
    pre_load,
    validate,
    validates,
    validates_schema,
)


class Colour(enum.Enum):
    WHITE = "w"
    BLACK = "b"


class Player:
    def __init__(self, name=None, elo=None, colour=None):
        self.name, self.elo, self.colour = name, elo, colour

    def __repr__(self):
        return f"Player({self.name!r}, {self.elo}, {self.colour})"


class PlayerSchema(Schema):
    name = fields.Str(required=True, validate=validate.Length(min=2, max=10))
    elo = fields.Int(validate=validate.Range(0, 3000), load_default=1200)
    colour = fields.Enum(Colour, by_value=True, allow_none=True)
    email = fields.Email(load_only=True)
    created = fields.DateTime(
        format="%Y-%m-%d %H:%M", dump_default=dt.datetime(2020, 1, 1)
    )
    rating = fields.Method("get_rating", dump_only=True)
    upper = fields.Function(lambda obj: obj.name.upper())

    def get_rating(self, obj):
        return "strong" if obj.elo > 1500 else "casual"

    @validates("name")
    def no_digits(self, value, **kwargs):
        if any(c.isdigit() for c in value):
            raise ValidationError("no digits")

    @post_load
    def make(self, data, **kwargs):
        return Player(
            **{k: v for k, v in data.items() if k in ("name", "elo", "colour")}
        )


class GameSchema(Schema):
    class Meta:
        ordered = True
        unknown = EXCLUDE

    id = fields.UUID()
    white = fields.Nested(PlayerSchema)
    black = fields.Nested("PlayerSchema", only=("name", "elo"))
    moves = fields.List(fields.Str(validate=validate.Regexp(r"^[a-h][1-8]$")))
    result = fields.Str(validate=validate.OneOf(["1-0", "0-1", "1/2-1/2"]))
    stake = fields.Decimal(places=2, as_string=True)
    when = fields.Date()
    tags = fields.Dict(keys=fields.Str(), values=fields.Int())
    pair = fields.Tuple((fields.Int(), fields.Float()))
    url = fields.Url(required=False)
    ratio = fields.Float(allow_nan=False)
    flag = fields.Bool(truthy={"yes"}, falsy={"no"})
    length = fields.TimeDelta()
    ip = fields.IP()

    @pre_load
    def strip_moves(self, data, **kwargs):
        if isinstance(data.get("moves"), str):
            data = dict(data, moves=data["moves"].split())
        return data

    @validates_schema
    def different(self, data, **kwargs):
        if (
            data.get("white")
            and data.get("black")
            and data["white"].name == data["black"].name
        ):
            raise ValidationError("same player", "black")

    @post_dump
    def mark(self, data, **kwargs):
        data["schema"] = "game"
        return data


schema = GameSchema()
game = {
    "id": "12345678-1234-5678-1234-567812345678",
    "white": {"name": "ann", "elo": 1600, "colour": "w", "email": "ann@example.com"},
    "black": {"name": "bob"},
    "moves": "e4 e5 f3",
    "result": "1-0",
    "stake": "12.345",
    "when": "2024-05-17",
    "tags": {"open": 1},
    "pair": [1, "2.5"],
    "ratio": "0.5",
    "flag": "yes",
    "length": 90,
    "ip": "10.0.0.1",
    "extra": "ignored",
}
loaded = schema.load(game)
print("loaded", sorted((k, repr(v)) for k, v in loaded.items()))
print("dumped", schema.dump(loaded))
print(
    "dumps",
    schema.dumps(
        {
            "id": uuid.UUID(int=5),
            "stake": decimal.Decimal("1.5"),
            "when": dt.date(2024, 1, 2),
        }
    ),
)
bad = dict(
    game,
    white={"name": "a1", "elo": 5000, "colour": "x"},
    moves=["e4", "z9"],
    result="draw",
    ratio="nan",
    flag="maybe",
    ip="nope",
    url="not a url",
)
try:
    schema.load(bad)
except ValidationError as error:
    for key, value in sorted(error.messages.items()):
        print("error", key, value)
    print("valid part", sorted(error.valid_data))
print("validate", schema.validate({"result": "x"}))
print(
    "many",
    PlayerSchema(many=True).load([{"name": "cyd"}, {"name": "dee", "elo": 1000}]),
)
print("partial", PlayerSchema(partial=True).load({"elo": 5}))
print(
    "only/exclude",
    PlayerSchema(only=("name", "elo")).dump(Player("eve", 1700)),
    PlayerSchema(exclude=("created",)).dump(Player("fay", 1000)),
)
for unknown in [INCLUDE, RAISE]:
    try:
        print(unknown, PlayerSchema(unknown=unknown).load({"name": "gil", "zzz": 1}))
    except ValidationError as error:
        print(unknown, error.messages)
Dyn = Schema.from_dict({"a": fields.Int(), "b": fields.Str(data_key="B")}, name="Dyn")
print(
    "from_dict",
    Dyn().load({"a": "3", "B": "x"}),
    Dyn().dump({"a": 1, "b": "y"}),
    Dyn.__name__,
)
print("fields", sorted(GameSchema._declared_fields), list(GameSchema().fields)[:3])
print(
    "pluck",
    Schema.from_dict({"ps": fields.Pluck(PlayerSchema, "name", many=True)})().dump(
        {"ps": [Player("a", 1), Player("b", 2)]}
    ),
)
print("error repr", repr(ValidationError("x", field_name="f").messages))
FIELD_CASES = [
    (fields.Int(strict=True), "5"),
    (fields.Int(), "5"),
    (fields.Float(), "1e3"),
    (fields.Bool(), "on"),
    (fields.DateTime(), "2024-05-17T12:30:00+02:00"),
    (fields.AwareDateTime(default_timezone=dt.timezone.utc), "2024-05-17T12:30:00"),
    (fields.NaiveDateTime(), "2024-05-17T12:30:00"),
    (fields.Time(), "12:30:05"),
    (fields.Str(), 5),
    (fields.List(fields.Int()), ["1", 2]),
    (fields.Dict(values=fields.Int()), {"a": "1"}),
    (fields.Constant(42), "anything"),
    (fields.Raw(), {"x": [1]}),
    (fields.Email(), "not-an-email"),
]
for field, value in FIELD_CASES:
    try:
        print("field", type(field).__name__, repr(field.deserialize(value)))
    except ValidationError as error:
        print("field", type(field).__name__, "ValidationError", error.messages)
print(
    "serialize",
    fields.DateTime(format="iso").serialize(
        "t", {"t": dt.datetime(2024, 1, 2, 3, 4, 5)}
    ),
    fields.Decimal().serialize("d", {"d": decimal.Decimal("1.50")}),
)

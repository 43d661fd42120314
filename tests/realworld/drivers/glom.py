"""Driver: glom + face + boltons + attrs (a spec language interpreted by type dispatch through
scope chains keyed by classes, `T` path objects built by operator overloading, error messages
that show the failing spec path)."""

from glom import (
    Assign,
    Check,
    Coalesce,
    Delete,
    Fill,
    Invoke,
    Iter,
    Literal,
    Match,
    Merge,
    PathAccessError,
    Ref,
    S,
    Spec,
    Switch,
    T,
    Val,
    glom,
    Flatten,
    Sum,
    Fold,
    Regex,
    Or,
    And,
    Not,
    MatchError,
    CoalesceError,
)
from glom.core import GlomError
from glom.grouping import First, Group, Max, Min, Avg, Limit

DATA = {
    "team": {
        "name": "alpha",
        "players": [
            {"name": "ann", "elo": 1500, "tags": ["a"]},
            {"name": "bob", "elo": 1400, "tags": []},
            {"name": "cyd", "elo": 1650, "tags": ["a", "c"]},
        ],
    },
    "scores": [3, 1, 4, 1, 5],
}
SPECS = [
    "team.name",
    ("team.players", ["name"]),
    {"names": ("team.players", ["name"]), "total": ("scores", sum)},
    ("team.players", [T["elo"] + 1]),
    T["team"]["players"][0]["tags"][0],
    ("team.players", Iter().filter(lambda p: p["elo"] > 1450).map("name").all()),
    ("team.players", Iter("tags").flatten().unique().all()),
    ("team.players", Group({lambda p: len(p["tags"]): ["name"]})),
    Coalesce("team.missing", "team.name"),
    Coalesce("x", "y", default="dflt"),
    ("scores", Sum()),
    ("scores", Group(Max())),
    ("scores", Group({T % 2: [T]})),
    ("scores", Group(Limit(2, [T]))),
    ("team.players", Group({"min": ("elo", Min()), "avg": ("elo", Avg())})),
    ("scores", Fold(T, init=list, op=lambda acc, x: acc + [x * 2])),
    ("team.players", [T["tags"]], Flatten()),
    ("team.players", Iter().first(lambda p: p["elo"] > 1600), "name"),
    ("scores", Group(First())),
    (
        "team.players",
        [
            Match(
                {"name": str, "elo": And(int, lambda e: e > 1450), "tags": list},
                default=None,
            )
        ],
    ),
    ("team.players", [Match({"name": str, "elo": int, "tags": list})], ["name"]),
    Val("constant"),
    Literal({"a": T}),
    ("scores", Invoke(sorted).specs(T).constants(reverse=True)),
    ("scores", T[:2]),
    Fill({"tuple": ("team.name", T.upper())}),
    ("team.players", [{T["name"]: T["elo"]}], Merge()),
    (
        "team",
        Switch(
            [(lambda t: "missing" in t, Val("a")), (lambda t: "name" in t, Val("b"))]
        ),
    ),
    ("team.players", [Check("elo", type=int)]),
    ("team.players", [Check("name", one_of=["ann", "bob"], default=None)]),
    ("team", S(team_name="name"), "players", [S["team_name"]]),
    ("team.players", [{"n": "name", "first_tag": Coalesce("tags.0", default=None)}]),
]
for number, spec in enumerate(SPECS):
    try:
        print(number, glom(DATA, spec))
    except GlomError as error:
        print(number, type(error).__name__, str(error).splitlines()[-1][:80])
for spec in [
    "team.nope",
    ("team.players", ["nope"]),
    T["scores"][9],
    Match({"team": int}),
]:
    try:
        glom(DATA, spec)
    except GlomError as error:
        print("error", type(error).__name__, str(error).splitlines()[-1][:80])
target = {"a": {"b": 1}, "l": [1, 2]}
print(
    "assign",
    glom(target, Assign("a.c", 2)),
    glom(target, Assign("x.y", 3, missing=dict)),
)
print(
    "delete",
    glom(target, Delete("a.b")),
    glom(target, Delete("nope", ignore_missing=True)),
)
print(
    "match", glom({"id": 1, "name": "x"}, Match({"id": int, "name": Regex("[a-z]+")}))
)
print("match or", glom(3, Match(Or(str, int))), glom("s", Match(Not(int))))
try:
    glom({"id": "1"}, Match({"id": int}))
except MatchError as error:
    print("MatchError", str(error).splitlines()[-1][:70])
print("scope", glom(DATA, {"n": "team.name", "c": ("scores", len)}))
print(
    "spec repr",
    repr(T["a"].b(1)[2]),
    repr(Spec("a.b")),
    repr(Coalesce("a", "b", default=None)),
)
print("T repr", repr(T.team.players[0]), repr(Iter().map("x").filter(bool)))

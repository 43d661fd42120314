"""Driver: tinydb (a document store on an in-memory storage: queries built by operator
overloading on `Query` objects with hashable paths, the query cache, tables, upserts,
operations, middlewares subclassing storages)."""

from tinydb import Query, TinyDB, where
from tinydb.operations import add, decrement, delete, increment, set as set_op, subtract
from tinydb.storages import MemoryStorage
from tinydb.table import Document
from tinydb.middlewares import Middleware


class CountingMiddleware(Middleware):
    def __init__(self, storage_cls):
        super().__init__(storage_cls)
        self.writes = 0

    def write(self, data):
        self.writes += 1
        self.storage.write(data)

    def read(self):
        return self.storage.read()


middleware = CountingMiddleware(MemoryStorage)
db = TinyDB(storage=middleware)
players = db.table("players")
ids = players.insert_multiple(
    [
        {
            "name": "ann",
            "elo": 1500,
            "tags": ["a", "b"],
            "club": {"name": "x", "city": "oslo"},
        },
        {
            "name": "bob",
            "elo": 1400,
            "tags": ["b"],
            "club": {"name": "y", "city": "rome"},
        },
        {"name": "cyd", "elo": 1650, "tags": [], "club": {"name": "x", "city": "oslo"}},
        {"name": "dee", "elo": 1200},
    ]
)
print("ids", ids, len(players), db.tables() == {"players"})
P = Query()
QUERIES = [
    P.name == "ann",
    P.elo > 1450,
    (P.elo > 1300) & (P.elo < 1600),
    (P.name == "ann") | (P.name == "dee"),
    ~(P.elo >= 1400),
    P.club.city == "oslo",
    P.tags.any(["a"]),
    P.tags.all(["b"]),
    P.name.matches("[ab].*"),
    P.name.search("y"),
    P.name.test(lambda n: len(n) == 3 and n.endswith("e")),
    P.club.exists(),
    P.elo.one_of([1200, 1650]),
    where("club").name == "y",
    P.noop(),
    P.fragment({"name": "bob", "elo": 1400}),
    P["name"] == "cyd",
]
for number, query in enumerate(QUERIES):
    # not repr(query): it shows frozensets of str-holding tuples and lambdas' addresses
    print(
        "query",
        number,
        [doc["name"] for doc in players.search(query)],
        players.count(query),
    )
print(
    "get",
    players.get(P.name == "bob"),
    players.get(doc_id=3)["name"],
    players.get(P.name == "zed"),
)
print("contains", players.contains(P.elo > 1600), players.count(P.club.city == "oslo"))
print(
    "update",
    players.update(increment("elo"), P.name == "ann"),
    players.get(doc_id=1)["elo"],
)
players.update(add("elo", 50), P.club.city == "rome")
players.update(subtract("elo", 10), doc_ids=[3])
players.update(set_op("title", "gm"), P.elo > 1600)
players.update(delete("tags"), P.name == "bob")
players.update(decrement("elo"), P.name == "dee")
players.update({"active": True})
for doc in players.all():
    print("doc", doc.doc_id, sorted(doc.items()))
print(
    "upsert",
    players.upsert({"name": "eve", "elo": 1000}, P.name == "eve"),
    players.upsert({"elo": 1001}, P.name == "eve"),
)
print("remove", players.remove(P.elo < 1300), len(players))
print(
    "document", Document({"a": 1}, doc_id=9).doc_id, isinstance(players.all()[0], dict)
)
print("query cache", len(players._query_cache) > 0)
print(
    "hash eq",
    (P.a == 1) == (P.a == 1),
    repr(P.a == 1),
    hash(P.a == 1) == hash(Query().a == 1),
)
try:
    Query() == 1
    players.search(Query())
except (RuntimeError, ValueError) as error:
    print(type(error).__name__, error)
db.table("games").insert({"moves": 42})
print("tables", sorted(db.tables()), len(db), db.table("games").all())
db.drop_table("games")
print("after drop", sorted(db.tables()))
print("writes", middleware.writes > 5)
print("storage keys", sorted(db.storage.read()))
print("truncate", players.truncate(), len(players))
print("repr", repr(players)[:40])
db.close()

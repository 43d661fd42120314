type = "inventory"  # noqa: A001
max = 99  # noqa: A001
_ITEMS = [{"id": 3, "name": "pawn"}, {"id": 1, "name": "king"}]


def id(record):  # noqa: A001
    return record["id"]


def list():  # noqa: A001
    return sorted(_ITEMS, key=id)


def summary():
    return f"{type}: {len(list())} of at most {max}, ids {[id(r) for r in list()]}"

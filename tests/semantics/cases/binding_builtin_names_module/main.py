import inventory

items = list(range(3))
print("builtin list:", items)
print("builtin max:", max(items), "builtin type:", type(items) is list)
print("builtin id is callable:", callable(id), id(items) == id(items))
print("inventory list():", inventory.list())
print("inventory max:", inventory.max, "inventory type:", inventory.type)
print("inventory id():", inventory.id({"id": 42, "name": "rook"}))
print("inventory summary:", inventory.summary())
print("sorted builtin:", sorted({"b": 1, "a": 2}))

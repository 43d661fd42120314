try:
    import ujson as json
except ImportError:
    import json

try:
    from orjson import dumps as fast_dumps
except ImportError:
    fast_dumps = None

import storage

state = {"turn": 3, "moves": ["e4", "e5"], "scores": {"w": 0.5, "b": -0.5}}
text = json.dumps(state, sort_keys=True)
print(text)
print(json.loads(text) == state)
print("fast dumps available:", fast_dumps is not None)
print(storage.save(state))
print(storage.load('{"a": [1, 2, {"b": null}]}'))

import importlib

import plugins

math = __import__("math")
json = importlib.import_module("json")
collections_abc = importlib.import_module("collections.abc")
os_path = __import__("os.path", fromlist=["join"])

print(math.factorial(10), math.isqrt(99))
print(json.dumps({"ok": True}))
print(isinstance([], collections_abc.Sequence))
print(os_path.join("a", "b"))
print(plugins.load_all())

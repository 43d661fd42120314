import importlib
import sys

for line in sys.stdin:
    name, _, text = line.rstrip("\n").partition(" ")
    try:
        module = importlib.import_module(f"plugins.{name}")
    except ModuleNotFoundError as error:
        print("error:", error)
        continue
    print(module.__name__, module.transform(text))

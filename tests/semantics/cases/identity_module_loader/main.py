import inspect
import sys

import shapes
from shapes import circle

for line in sys.stdin:
    module = {"shapes": shapes, "circle": circle}[line.strip()]
    print(line.strip(), [name for name, _ in inspect.getmembers(module, inspect.isclass)])
    print(" functions", [name for name, _ in inspect.getmembers(module, inspect.isfunction)])
    loader = module.__loader__
    print(" loader", type(loader).__name__, inspect.isclass(loader), loader is module.__spec__.loader)
    print(" package", loader.is_package(module.__name__), len(loader.get_source(module.__name__)) > 0)
print(circle.Circle(2).area())

import mylib
from importlib.metadata import entry_points
print(mylib.__version__)
for ep in entry_points(group="mylib.plugins"):
    print(ep.name, ep.load()())

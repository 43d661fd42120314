import importlib.util
import sys

for name in ("app", "app.core", "app.extras", "app.extras.charts", "app.missing", "json"):
    spec = importlib.util.find_spec(name)
    if spec is None:
        print(name, "not found")
        continue
    print(name, spec.name, spec.parent, spec.submodule_search_locations is not None)
print("app.core" in sys.modules, "app.extras" in sys.modules, "app.extras.charts" in sys.modules)
if importlib.util.find_spec("app.extras.charts"):
    from app.extras import charts

    print(charts.plot([1, 3, 2]))

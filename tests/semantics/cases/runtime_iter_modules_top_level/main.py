import pkgutil, sys
import helper
if sys.stdin.read().strip() == "list":
    print(sorted(m.name for m in pkgutil.iter_modules() if m.name in ("helper", "main", "other")))
print("done")

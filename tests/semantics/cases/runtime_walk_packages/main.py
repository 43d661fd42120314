import pkgutil
import sys

import app

found = [(m.name, m.ispkg) for m in pkgutil.walk_packages(app.__path__, app.__name__ + ".")]
for name, ispkg in found:
    print(name, "package" if ispkg else "module")
print(sorted(name for name in sys.modules if name.startswith("app")))

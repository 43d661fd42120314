import os
import sys

import tools
from tools import paths
from tools.sub import deep

here = os.path.dirname(os.path.abspath(__file__))
for line in sys.stdin:
    module = {"tools": tools, "paths": paths, "deep": deep}[line.strip()]
    file = module.__file__
    print(line.strip(), os.path.isabs(file), os.path.relpath(file, here))
    print(" origin", module.__spec__.origin == file)
    print(" cached", os.path.relpath(module.__cached__, here))
    if hasattr(module, "__path__"):
        print(" path", [os.path.relpath(p, here) for p in module.__path__])
print(paths.own_folder_name())

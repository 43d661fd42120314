import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "vendor"))

import tinyver  # noqa: E402

print("tinyver", tinyver.__version__)
for line in sys.stdin:
    print(line.strip(), tinyver.newer(line.strip()))

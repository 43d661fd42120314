import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LIBRARIES = os.path.join(HERE, "third_party", "libs")
sys.path.insert(0, LIBRARIES)

import textkit  # noqa: E402
from textkit.case import shout  # noqa: E402

for line in sys.stdin:
    print(shout(line.strip()), textkit.words(line))
print(textkit.VERSION, shout("vendored"), textkit.words("a b  c"))

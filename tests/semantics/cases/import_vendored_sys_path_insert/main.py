import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "vendor"))

import textkit  # noqa: E402
from textkit.case import shout  # noqa: E402

print(textkit.VERSION, shout("vendored"), textkit.words("a b  c"))

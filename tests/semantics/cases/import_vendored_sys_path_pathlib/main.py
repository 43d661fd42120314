import sys
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parent / "third_party"))

import colorful  # noqa: E402
import json  # noqa: E402

print(colorful.paint("x"), json.dumps({"a": 1}))

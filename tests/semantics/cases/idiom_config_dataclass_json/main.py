import json
import sys
from dataclasses import asdict

from settings.config import Config

for line in sys.stdin:
    try:
        config = Config.from_dict(json.loads(line))
    except (ValueError, TypeError) as error:
        print(type(error).__name__, error)
        continue
    print(config)
    print(asdict(config))

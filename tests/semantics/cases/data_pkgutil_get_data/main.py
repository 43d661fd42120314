import json
import pkgutil
import sys

import config

settings = config.load()
settings.update(json.loads(sys.stdin.read() or "{}"))
for key in sorted(settings):
    print(key, settings[key])
print(len(pkgutil.get_data("config", "defaults.json")))
try:
    pkgutil.get_data("config", "missing.json")
except FileNotFoundError as error:
    print(type(error).__name__)

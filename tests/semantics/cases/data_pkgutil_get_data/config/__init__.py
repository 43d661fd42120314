import json
import pkgutil


def load():
    raw = pkgutil.get_data(__name__, "defaults.json")
    return json.loads(raw)

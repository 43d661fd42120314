try:
    import simplejson as json  # not installed: falls back to the standard library
except ModuleNotFoundError:
    import json as json

ENCODER = getattr(json, "__name__", "?")


def save(obj):
    return f"{ENCODER}:{json.dumps(obj, separators=(',', ':'), sort_keys=True)}"


def load(text):
    return json.loads(text)

import json
import os

SETTINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "settings.json")


def load():
    if os.path.exists(SETTINGS):
        with open(SETTINGS) as stream:
            return json.load(stream)
    return {"mode": "default"}

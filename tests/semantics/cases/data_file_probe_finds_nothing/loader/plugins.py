import glob
import os
from pathlib import Path


def official_plug_ins():
    try:
        here = os.path.dirname(__file__)
    except NameError:
        return []
    parent = os.path.dirname(os.path.dirname(here))
    return [name.replace(parent, "")[1:-3] for name in glob.glob(here + "/*/__plug_in__.py")]


def count():
    return len(list(Path(__file__).parent.glob("plugins/*.py")))

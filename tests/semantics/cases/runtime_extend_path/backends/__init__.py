import importlib
import pkgutil

__path__ = pkgutil.extend_path(__path__, __name__)
DEFAULT = "memory"


def load(name=DEFAULT):
    return importlib.import_module(f"{__name__}.{name}").Backend()

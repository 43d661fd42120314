import importlib


def handle(kind, value):
    module = importlib.import_module(f".handlers.{kind}", package=__package__)
    return module.handle(value)

import importlib

import settings

before = settings
settings.remember("e4")
settings.remember("e5")
settings.DEPTH = 5
print(settings.DEPTH, settings.HISTORY)
importlib.reload(settings)
print(settings.DEPTH, settings.HISTORY, settings is before)
print(settings.remember("d4"))

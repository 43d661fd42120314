# run as a script, the entry has no parent package: its relative import fails before any
# module is looked for, and the program falls back to the absolute one
try:
    from .settings import LEVEL
except ImportError as error:
    print(type(error).__name__, error)
    from settings import LEVEL
from tools import scale

print(LEVEL, scale.factor())

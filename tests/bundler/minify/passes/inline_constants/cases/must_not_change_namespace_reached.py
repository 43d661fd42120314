# fmt: off
# the module's names are reached by their spelling: setting one from outside changes it
import sys

LEVEL = 1
setattr(sys.modules[__name__], "LEVEL", 2)
print(LEVEL)

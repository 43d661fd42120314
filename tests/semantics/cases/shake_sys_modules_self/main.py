import sys

LEVEL = 3
LABEL = "level"


def describe():
    return "describe ran"


this = sys.modules[__name__]
print(getattr(this, "LABEL"), getattr(this, "LEVEL"), hasattr(this, "describe"))
setattr(this, "LEVEL", 4)
print(LEVEL, getattr(this, "describe")())
print(sorted(k for k in vars(this) if k.isupper()))

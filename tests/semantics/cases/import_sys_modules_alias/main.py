import sys
import config
import settings_alias_maker
import alias_mod

print(type(config).__name__, config.value, config.doubled)
config.value = 5
print(config.doubled)
print(alias_mod.hello(), sys.modules["alias_mod"] is sys.modules["settings_alias_maker"])
try:
    import never_made  # only tools/unused.py makes it, and nothing imports that
except ImportError as error:
    print("absent:", error.name)

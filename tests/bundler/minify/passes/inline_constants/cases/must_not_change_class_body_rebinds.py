# fmt: off
# a class body that reads the name before binding its own reads the module's
LEVEL = 1


class Settings:
    before = LEVEL
    LEVEL = 2


print(Settings.before, Settings.LEVEL, LEVEL)

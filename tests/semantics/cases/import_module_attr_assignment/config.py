DEBUG = False
LEVEL = 3
NAMES = ["base"]


def summary():
    return f"debug={DEBUG} level={LEVEL} names={NAMES}"


def set_level(level):
    global LEVEL
    LEVEL = level

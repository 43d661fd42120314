LIMIT = 10
MODE = "classic"


def describe():
    return f"{MODE} with limit {LIMIT}"


def set_mode(mode):
    global MODE
    MODE = mode


# a later top-level assignment wins for everyone who imports after this line
LIMIT = 20

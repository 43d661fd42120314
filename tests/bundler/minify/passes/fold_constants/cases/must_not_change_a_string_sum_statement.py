# fmt: off
def g():
    "a" + "b"
    return 1

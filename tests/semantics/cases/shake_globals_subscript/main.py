GREETING = "hello"
LIMIT = 12
UNUSED = (1, 2)


def helper():
    return "helper ran"


class Plain:
    pass


for name in ("GREETING", "LIMIT", "UNUSED", "helper", "Plain", "missing"):
    value = globals().get(name, "<absent>")
    print(name, value if isinstance(value, (str, int, tuple)) else value.__name__)
print(globals()["helper"]())

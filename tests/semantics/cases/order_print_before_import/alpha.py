print("alpha: loading")
READY = False


def describe():
    return f"alpha ready={READY}"


READY = True
print("alpha: loaded")

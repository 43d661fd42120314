COUNT = 0


def tick():
    global COUNT
    COUNT += 1


def counter():
    return COUNT

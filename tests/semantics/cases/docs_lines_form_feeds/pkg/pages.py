# page one

def first():
    return 1

# page two
SEP = "a b"


def second():
    return 2


def fail():
    raise ValueError("from page two")

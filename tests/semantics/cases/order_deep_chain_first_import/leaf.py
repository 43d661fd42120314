print("leaf: loading (first imported three levels deep)")
CALLS = []
STAMP = "leaf-v1"


def touch(who):
    CALLS.append(who)


def depth():
    return 1

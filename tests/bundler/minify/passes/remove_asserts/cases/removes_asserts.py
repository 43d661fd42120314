# fmt: off
# options: remove_asserts
def check(value):
    assert value > 0, "positive"
    return value


def only():
    assert False


print(check(2), only())
# output
def check(value):
    return value

def only():
    pass
print(check(2), only())

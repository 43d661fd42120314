# fmt: off
def check(value):
    assert value > 0, "positive"
    return value


print(check(2))

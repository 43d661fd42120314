# fmt: off
class ValueError(Exception):
    def __init__(self, *args):
        super().__init__("custom", *args)


def check(value):
    if value < 0:
        raise ValueError()
    return value or None


try:
    check(-1)
except ValueError as problem:
    print(problem.args)
